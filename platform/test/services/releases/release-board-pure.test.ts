import { describe, expect, it } from 'vitest';
import { versionMetrics } from '../../../src/releases/release-board';

const health = (version: string, loads: number) => ({ version, share: 1, loads, failures: 1, failureRate: 1 / loads, medianMs: 400, p95Ms: 1200 });
const vitals = (version: string) => ({ version, LCP: { samples: 3, p75: 1800 }, INP: { samples: 3, p75: 96 }, CLS: { samples: 3, p75: 0.05 } });

describe('versionMetrics', () => {
  it("should put each version's loads and vitals on one line", () => {
    expect(versionMetrics([health('1.4.0', 4)], [vitals('1.4.0')])).toEqual([
      { version: '1.4.0', loads: 4, failureRate: 0.25, medianMs: 400, p95Ms: 1200, LCP: { samples: 3, p75: 1800 }, INP: { samples: 3, p75: 96 }, CLS: { samples: 3, p75: 0.05 } },
    ]);
  });

  it('should keep a version with only loads or only vitals, with nothing for the other', () => {
    const none = { samples: 0, p75: null };
    expect(versionMetrics([health('1.4.0', 2)], [vitals('1.3.2')])).toEqual([
      expect.objectContaining({ version: '1.4.0', loads: 2, LCP: none, INP: none, CLS: none }),
      expect.objectContaining({ version: '1.3.2', loads: 0, failureRate: 0, medianMs: null, p95Ms: null, LCP: { samples: 3, p75: 1800 } }),
    ]);
  });
});
