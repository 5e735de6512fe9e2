import { healthReportLimits } from '@commons/shared/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultVitalsGate } from '../../../src/config';
import { remoteActivations, remoteLoadCounts, remoteRollouts, remoteVitalCounts } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { publishFake } from '../../helpers/publish';

type Vital = { remote: string; version: string; metric: string; value: number };

const vital = (version: string, metric = 'LCP', value = 400): Vital => ({ remote: 'carbon', version, metric, value });
const many = (count: number, make: (i: number) => Vital) => Array.from({ length: count }, (_, i) => make(i));

describe('POST /registry/health with web vitals', () => {
  const ctx = useTestApp({ healthReportsPerMinute: 10_000, vitalsGate: { ...defaultVitalsGate, minSamples: 20 } });
  const send = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/registry/health',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const sendAll = async (vitals: Vital[]) => {
    for (let i = 0; i < vitals.length; i += healthReportLimits.maxReports) {
      const response = await send({ vitals: vitals.slice(i, i + healthReportLimits.maxReports) });
      expect(response.statusCode).toBe(204);
    }
  };
  const carbon = async () => (await ctx.app.releases.status()).find((s) => s.name === 'carbon')!;
  const counted = async () => ctx.database.db.select().from(remoteVitalCounts);

  beforeAll(async () => {
    for (const version of ['1.0.0', '1.1.0']) await publishFake(ctx, 'carbon', version);
  });
  beforeEach(async () => {
    await ctx.database.db.delete(remoteVitalCounts);
    await ctx.database.db.delete(remoteLoadCounts);
    await ctx.database.db.delete(remoteRollouts);
    await ctx.database.db.delete(remoteActivations);
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
  });

  it('should keep p75 and page views per version and vital, as histograms', async () => {
    await sendAll([
      ...many(8, (i) => vital('1.0.0', 'LCP', 300 + i * 100)),
      ...many(4, () => vital('1.0.0', 'INP', 64)),
      vital('1.0.0', 'CLS', 0),
      vital('1.1.0', 'CLS', 0.3),
    ]);
    const { vitals } = await carbon();
    // The true p75s are 800 ms, 64 ms, 0 and 0.3; each reads as its bucket's bound, at most 10% above.
    expect(vitals).toEqual([
      { version: '1.0.0', LCP: { samples: 8, p75: 869 }, INP: { samples: 4, p75: 67 }, CLS: { samples: 1, p75: 0.001 } },
      { version: '1.1.0', LCP: { samples: 0, p75: null }, INP: { samples: 0, p75: null }, CLS: { samples: 1, p75: 0.305 } },
    ]);
    // Eight LCP values fall in eight buckets; the table holds counts, never the values sent.
    expect((await counted()).filter((row) => row.metric === 'LCP')).toHaveLength(8);
  });

  it('should take load reports and vitals in one batch', async () => {
    const response = await send({ reports: [{ remote: 'carbon', version: '1.0.0', outcome: 'loaded', ms: 200 }], vitals: [vital('1.0.0')] });
    expect(response.statusCode).toBe(204);
    expect(await carbon()).toMatchObject({ health: [{ loads: 1 }], vitals: [{ LCP: { samples: 1 } }] });
  });

  it('should drop vitals of versions never published', async () => {
    await sendAll([vital('6.6.6'), { ...vital('1.0.0'), remote: 'wallet' }]);
    expect(await counted()).toEqual([]);
  });

  it.each([
    ['a metric of its own', { vitals: [vital('1.0.0', 'FID')] }, 'metric must be one of LCP, INP, CLS'],
    ['a negative value', { vitals: [vital('1.0.0', 'LCP', -5)] }, 'value must not be negative'],
    ['a value that is no number', { vitals: [{ ...vital('1.0.0'), value: '400' }] }, 'value must be a number'],
    ['a page address beside a vital', { vitals: [{ ...vital('1.0.0'), url: '/account/123' }] }, 'url'],
    ['more vitals than a batch may hold', { vitals: many(21, () => vital('1.0.0')) }, 'at most 20 reports at once'],
    [
      'more reports and vitals together than a batch may hold',
      { vitals: many(11, () => vital('1.0.0')), reports: Array.from({ length: 10 }, () => ({ remote: 'carbon', version: '1.0.0', outcome: 'loaded', ms: 1 })) },
      'at most 20 reports at once',
    ],
    ['an empty batch', { vitals: [] }, 'reports must not be empty'],
  ])('should refuse %s with 400 and store nothing', async (_case, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await counted()).toEqual([]);
  });

  it('should refuse an oversized body with 413 and store nothing', async () => {
    const padded = JSON.stringify({ vitals: [vital('1.0.0')] }).replace('{', `{${' '.repeat(healthReportLimits.maxBodyBytes)}`);
    expect((await send(padded)).statusCode).toBe(413);
    expect(await counted()).toEqual([]);
  });

  describe('the health gate', () => {
    it('should hold the promotion of a rollout whose LCP is past the margin, and say why in the status', async () => {
      await ctx.app.releases.rollout('carbon', '1.1.0', 50, 'bob');
      await sendAll([...many(20, () => vital('1.0.0', 'LCP', 400)), ...many(20, () => vital('1.1.0', 'LCP', 800))]);
      const { rollout, held } = await carbon();
      expect(rollout?.version).toBe('1.1.0');
      expect(held).toMatch(/^1\.1\.0's LCP p75 \d+ ms over 20 page views against \d+ ms for live 1\.0\.0 \(20\): \d+ ms worse, the gate allows 250 ms/);
      await expect(ctx.app.releases.promote('carbon', 'bob')).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringContaining("the health gate holds carbon's rollout: 1.1.0's LCP p75"),
      });
      expect((await carbon()).live?.version).toBe('1.0.0');
    });

    it('should let a rollout within the margins be promoted', async () => {
      await ctx.app.releases.rollout('carbon', '1.1.0', 50, 'bob');
      await sendAll([...many(20, () => vital('1.0.0', 'LCP', 400)), ...many(20, () => vital('1.1.0', 'LCP', 600))]);
      expect((await carbon()).held).toBeNull();
      await ctx.app.releases.promote('carbon', 'bob');
      expect((await carbon()).live?.version).toBe('1.1.0');
    });

    it('should abort a rollout past the abort limit, with the figures in the audit', async () => {
      await ctx.app.releases.rollout('carbon', '1.1.0', 50, 'bob');
      await sendAll([...many(20, () => vital('1.0.0', 'LCP', 400)), ...many(19, () => vital('1.1.0', 'LCP', 4000))]);
      expect((await carbon()).rollout?.version).toBe('1.1.0');
      await sendAll([vital('1.1.0', 'LCP', 4000)]);
      expect((await carbon()).rollout).toBeNull();
      const [aborted] = (await ctx.app.releases.list('carbon'))[0]!.history;
      expect(aborted).toMatchObject({ action: 'abort', version: '1.1.0', activatedBy: 'health-gate' });
      expect(aborted?.reason).toMatch(/^1\.1\.0's LCP p75 \d+ ms over 20 page views .* and aborts past 750 ms$/);
    });
  });
});
