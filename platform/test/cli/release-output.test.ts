import { describe, expect, it } from 'vitest';
import { formatStatus } from '../../src/cli/release-output';
import type { RemoteStatus } from '../../src/releases/types';

const carbon: RemoteStatus = {
  name: 'carbon',
  live: {
    version: '1.0.0',
    action: 'activate',
    activatedAt: '2026-01-02T03:04:05.000Z',
    activatedBy: 'alice',
    previous: null,
    percent: null,
    reason: null,
    forced: false,
  },
  rollout: { version: '1.1.0', percent: 50, startedAt: '2026-01-02T04:00:00.000Z', startedBy: 'bob' },
  health: [],
  vitals: [
    { version: '1.0.0', LCP: { samples: 120, p75: 869 }, INP: { samples: 40, p75: 67 }, CLS: { samples: 120, p75: 0.001 } },
    { version: '1.1.0', LCP: { samples: 110, p75: 2150 }, INP: { samples: 0, p75: null }, CLS: { samples: 110, p75: 0.012 } },
  ],
  held: "1.1.0's LCP p75 2150 ms over 110 page views against 869 ms for live 1.0.0 (120): 1281 ms worse",
  frozen: null,
};

describe('release status output', () => {
  it('should show why the gate holds a rollout and each version p75 vitals with their page views', () => {
    const lines = formatStatus([carbon]);
    expect(lines).toContain(`  held by the health gate: ${carbon.held}`);
    expect(lines.slice(-3).map((line) => line.trim().split(/ {2,}/))).toEqual([
      ['version', 'LCP p75 (views)', 'INP p75 (views)', 'CLS p75 (views)'],
      ['1.0.0', '<=869 ms (120)', '<=67 ms (40)', '<=0.001 (120)'],
      ['1.1.0', '<=2150 ms (110)', '-', '<=0.012 (110)'],
    ]);
  });

  it('should say plainly who froze a remote, since when and why, and nothing of a freeze on a remote not frozen', () => {
    const frozen = { ...carbon, frozen: { by: 'rel@example.org', since: '2026-11-29T23:40:12.000Z', reason: 'year-end close' } };
    expect(formatStatus([frozen])).toContain('  FROZEN by rel@example.org since 2026-11-29 23:40 UTC: year-end close');
    expect(formatStatus([carbon]).some((line) => line.includes('FROZEN'))).toBe(false);
  });
});
