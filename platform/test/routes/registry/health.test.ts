import { healthReportLimits } from '@commons/shared/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remoteActivations, remoteFreezes, remoteLoadCounts, remoteRollouts } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { publishFake } from '../../helpers/publish';

type Report = { remote: string; version: string; outcome: string; ms: number };

const report = (version: string, outcome = 'loaded', ms = 240): Report => ({ remote: 'carbon', version, outcome, ms });
const many = (count: number, make: () => Report) => Array.from({ length: count }, make);

describe('POST /registry/health', () => {
  const ctx = useTestApp({ healthReportsPerMinute: 10_000, rolloutGate: { minLoads: 20, maxExcess: 0.05 } });
  const send = (payload: unknown, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/registry/health',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  /** Sends reports in batches of the most one batch may hold. */
  const sendAll = async (reports: Report[]) => {
    for (let i = 0; i < reports.length; i += healthReportLimits.maxReports) {
      const response = await send({ reports: reports.slice(i, i + healthReportLimits.maxReports) });
      expect(response.statusCode).toBe(204);
    }
  };
  const carbon = async () => (await ctx.app.releases.status()).find((s) => s.name === 'carbon')!;
  const counted = async () => ctx.database.db.select().from(remoteLoadCounts);

  beforeAll(async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await publishFake(ctx, 'carbon', version);
  });
  beforeEach(async () => {
    await ctx.database.db.delete(remoteLoadCounts);
    await ctx.database.db.delete(remoteRollouts);
    await ctx.database.db.delete(remoteActivations);
    await ctx.database.db.delete(remoteFreezes);
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
  });

  it('should count reports and show share, loads, failures, rate, median and p95 in the status', async () => {
    await sendAll([
      ...many(18, () => report('1.0.0', 'loaded', 180)),
      report('1.0.0', 'loaded', 2500),
      report('1.0.0', 'render-failed', 90),
      ...many(10, () => report('1.1.0', 'loaded', 700)),
      ...many(10, () => report('1.1.0', 'load-failed', 10_000)),
    ]);
    const { health } = await carbon();
    expect(health).toEqual([
      { version: '1.0.0', share: 0.5, loads: 20, failures: 1, failureRate: 0.05, medianMs: 200, p95Ms: 3000 },
      { version: '1.1.0', share: 0.5, loads: 20, failures: 10, failureRate: 0.5, medianMs: 800, p95Ms: 800 },
    ]);
  });

  it('should take a batch sent as text/plain, as navigator.sendBeacon sends a string', async () => {
    const response = await send(JSON.stringify({ reports: [report('1.0.0')] }), 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(204);
    expect((await carbon()).health).toMatchObject([{ version: '1.0.0', loads: 1 }]);
  });

  it('should ignore reports of versions never published, storing nothing of them', async () => {
    await sendAll([report('6.6.6'), { ...report('1.0.0'), remote: 'wallet' }]);
    expect(await counted()).toEqual([]);
  });

  it.each([
    ['more reports than a batch may hold', { reports: many(21, () => report('1.0.0')) }, 'at most 20 reports at once'],
    ['an empty batch', { reports: [] }, 'reports must not be empty'],
    ['free text beside a report', { reports: [{ ...report('1.0.0'), message: 'TypeError at ...' }] }, 'message'],
    ['a field beside the reports', { reports: [report('1.0.0')], user: 'ann@example.com' }, 'user'],
    ['an outcome of its own', { reports: [report('1.0.0', 'slow')] }, 'outcome must be one of loaded, load-failed, render-failed'],
    ['a negative time', { reports: [report('1.0.0', 'loaded', -1)] }, 'ms must not be negative'],
    ['an unknown remote', { reports: [{ ...report('1.0.0'), remote: 'billing' }] }, 'remote must be one of'],
    ['a version that is no version', { reports: [report('../../etc')] }, 'version may only hold'],
    ['text that is not JSON', 'loaded carbon', 'Request body must be JSON'],
  ])('should refuse %s with 400 and count nothing', async (_case, payload, message) => {
    const response = await send(payload, typeof payload === 'string' ? 'text/plain' : 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await counted()).toEqual([]);
  });

  it('should refuse a body over the byte bound with 413', async () => {
    const padded = JSON.stringify({ reports: [report('1.0.0')] }).replace('{', `{${' '.repeat(healthReportLimits.maxBodyBytes)}`);
    const response = await send(padded);
    expect(response.statusCode).toBe(413);
    expect(await counted()).toEqual([]);
  });

  it('should count a load time beyond the bound as the bound', async () => {
    await sendAll([report('1.0.0', 'loaded', 10 * healthReportLimits.maxDurationMs)]);
    expect((await carbon()).health[0]).toMatchObject({ medianMs: healthReportLimits.maxDurationMs });
  });

  describe('the health gate', () => {
    it('should abort a rollout whose version fails, once it has enough loads, and say why in the audit', async () => {
      await ctx.app.releases.rollout('carbon', '1.1.0', 50, 'bob');
      await sendAll(many(20, () => report('1.0.0')));
      await sendAll(many(19, () => report('1.1.0', 'load-failed', 10_000)));
      expect((await carbon()).rollout?.version).toBe('1.1.0');

      await sendAll([report('1.1.0', 'render-failed', 300)]);
      const { live, rollout } = await carbon();
      expect(rollout).toBeNull();
      expect(live?.version).toBe('1.0.0');
      const [aborted] = (await ctx.app.releases.list('carbon'))[0]!.history;
      expect(aborted).toMatchObject({ action: 'abort', version: '1.1.0', activatedBy: 'health-gate' });
      expect(aborted?.reason).toBe(
        '1.1.0 failed 20 of 20 loads (100.0%) against 0.0% for live 1.0.0 (20 loads in the last hour); the gate allows 5.0% more',
      );
    });

    it('should still abort a failing rollout of a frozen remote: a freeze stops people, not the gate', async () => {
      await ctx.app.releases.rollout('carbon', '1.1.0', 50, 'bob');
      await ctx.app.releases.freeze('carbon', 'rel@example.org', { reason: 'year-end close' });
      await sendAll(many(20, () => report('1.0.0')));
      await sendAll(many(20, () => report('1.1.0', 'load-failed', 10_000)));
      const { live, rollout, frozen } = await carbon();
      expect(rollout).toBeNull();
      expect(live?.version).toBe('1.0.0');
      expect(frozen).toMatchObject({ by: 'rel@example.org' });
    });

    it('should let a healthy rollout go on', async () => {
      await ctx.app.releases.rollout('carbon', '1.2.0', 50, 'bob');
      await sendAll([...many(39, () => report('1.2.0')), report('1.2.0', 'load-failed', 10_000)]);
      await sendAll([...many(39, () => report('1.0.0')), report('1.0.0', 'load-failed', 10_000)]);
      expect((await carbon()).rollout).toMatchObject({ version: '1.2.0', percent: 50 });
    });

    it('should compare with the live version: a rollout failing no more often than live goes on', async () => {
      await ctx.app.releases.rollout('carbon', '1.2.0', 50, 'bob');
      await sendAll([...many(15, () => report('1.0.0')), ...many(5, () => report('1.0.0', 'load-failed'))]);
      await sendAll([...many(16, () => report('1.2.0')), ...many(4, () => report('1.2.0', 'load-failed'))]);
      expect((await carbon()).rollout?.version).toBe('1.2.0');
    });

    it('should never activate or promote anything, whatever is reported', async () => {
      await ctx.app.releases.rollout('carbon', '1.2.0', 10, 'bob');
      await sendAll([...many(60, () => report('1.2.0')), ...many(60, () => report('1.0.0', 'load-failed'))]);
      const { live, rollout } = await carbon();
      expect(live?.version).toBe('1.0.0');
      expect(rollout).toMatchObject({ version: '1.2.0', percent: 10 });
    });
  });
});

describe('POST /registry/health rate limit', () => {
  const ctx = useTestApp({ healthReportsPerMinute: 3 });

  it('should refuse batches beyond the limit per address with 429', async () => {
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/registry/health', payload: { reports: [report('1.0.0')] } });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(204);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/rate limit/i);
  });
});
