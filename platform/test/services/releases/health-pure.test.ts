import { describe, expect, it } from 'vitest';
import { activationStack } from '../../../src/releases/activation-stack';
import { gateVerdict } from '../../../src/releases/health-gate';
import { bucketOf, loadTimeBuckets, quantileOf } from '../../../src/releases/load-time-buckets';

describe('the health gate verdict', () => {
  const gate = { minLoads: 20, maxExcess: 0.05 };
  it.each([
    ['too few loads to judge, however bad', { loads: 19, failures: 19 }, { loads: 100, failures: 0 }, false],
    ['enough loads, all failing', { loads: 20, failures: 20 }, { loads: 100, failures: 0 }, true],
    ['exactly the allowed excess', { loads: 100, failures: 10 }, { loads: 100, failures: 5 }, false],
    ['just above the allowed excess', { loads: 100, failures: 11 }, { loads: 100, failures: 5 }, true],
    ['failing as often as live', { loads: 50, failures: 25 }, { loads: 50, failures: 25 }, false],
    ['live has no loads yet: compared with 0%', { loads: 20, failures: 2 }, { loads: 0, failures: 0 }, true],
    ['no failures at all', { loads: 500, failures: 0 }, { loads: 500, failures: 3 }, false],
  ])('%s', (_case, rollout, live, stops) => {
    const verdict = gateVerdict({ version: '1.1.0', ...rollout }, { version: '1.0.0', ...live }, gate);
    expect(verdict !== null).toBe(stops);
  });
});

describe('load-time buckets', () => {
  it.each([
    [0, 50],
    [50, 50],
    [51, 75],
    [999, 1000],
    [120_000, 120_000],
    [999_999, 120_000],
  ])('should count %i ms in the bucket up to %i ms', (ms, bound) => {
    expect(loadTimeBuckets[bucketOf(ms)]).toBe(bound);
  });

  it('should read quantiles off the histogram, null when it is empty', () => {
    const counts = new Map([
      [bucketOf(100), 50],
      [bucketOf(1000), 45],
      [bucketOf(8000), 5],
    ]);
    expect(quantileOf(counts, 0.5)).toBe(100);
    expect(quantileOf(counts, 0.95)).toBe(1000);
    expect(quantileOf(counts, 0.96)).toBe(8000);
    expect(quantileOf(new Map(), 0.5)).toBeNull();
  });
});

describe('the rollback stack', () => {
  it.each([
    ['activations push', [['activate', 'A'], ['activate', 'B']], ['A', 'B']],
    ['rollback pops', [['activate', 'A'], ['activate', 'B'], ['rollback', 'A']], ['A']],
    ['rollout and abort change nothing live', [['activate', 'A'], ['rollout', 'B'], ['abort', 'B']], ['A']],
    ['promote pushes', [['activate', 'A'], ['rollout', 'B'], ['promote', 'B']], ['A', 'B']],
    [
      'rollback after a promote returns to the version before',
      [['activate', 'A'], ['rollout', 'B'], ['promote', 'B'], ['rollback', 'A']],
      ['A'],
    ],
  ] as const)('%s', (_case, history, stack) => {
    expect(activationStack(history.map(([action, version]) => ({ action, version })))).toEqual(stack);
  });
});
