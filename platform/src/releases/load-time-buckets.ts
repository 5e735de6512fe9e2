import { healthReportLimits } from '@commons/shared/domain';

/**
 * Upper bounds (ms) of the load-time histogram the health counts keep: about 1.5x apart, so a
 * median or p95 read off a bucket is within half a step of the true value, and the counts stay
 * a few rows per minute and version however many browsers report.
 */
export const loadTimeBuckets = [
  50, 75, 100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 10_000, 15_000, 20_000, 30_000,
  60_000, healthReportLimits.maxDurationMs,
] as const;

/** The bucket of a load time: the first bound at or above it (times above the last count as the last). */
export function bucketOf(ms: number): number {
  const index = loadTimeBuckets.findIndex((bound) => ms <= bound);
  return index === -1 ? loadTimeBuckets.length - 1 : index;
}

/**
 * The bound of the bucket holding the `q` quantile (0-1) of a histogram given as counts per
 * bucket index; null when it is empty.
 */
export function quantileOf(counts: ReadonlyMap<number, number>, q: number): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return loadTimeBuckets[bucket] ?? null;
  }
  return null;
}
