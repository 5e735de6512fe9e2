import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inRollout, rolloutBucket } from '../../../src/releases/rollout-bucket';

describe('rollout buckets', () => {
  const ids = Array.from({ length: 4000 }, () => randomUUID());

  it('should give a browser the same bucket on every load', () => {
    for (const id of ids.slice(0, 50)) expect(rolloutBucket(id, 'carbon')).toBe(rolloutBucket(id, 'carbon'));
  });

  it('should keep buckets within 0-99', () => {
    const buckets = ids.map((id) => rolloutBucket(id, 'wallet'));
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThanOrEqual(99);
  });

  it.each([1, 10, 25, 50, 90])('should put close to %i%% of many browsers in a rollout of that share', (percent) => {
    const share = ids.filter((id) => inRollout(id, 'carbon', percent)).length / ids.length;
    // 4000 ids: the binomial standard deviation is under 0.8 points, so 3 points is > 3.5 sigma.
    expect(Math.abs(share - percent / 100)).toBeLessThan(0.03);
  });

  it('should keep a browser in the rollout as its share grows', () => {
    const at10 = ids.filter((id) => inRollout(id, 'carbon', 10));
    expect(at10.every((id) => inRollout(id, 'carbon', 50))).toBe(true);
  });

  it("should not put the same browsers in every remote's rollout", () => {
    const carbon = ids.filter((id) => inRollout(id, 'carbon', 10));
    const wallet = carbon.filter((id) => inRollout(id, 'wallet', 10));
    expect(wallet.length).toBeLessThan(carbon.length / 2);
  });
});
