import { webVitalMaxima, type WebVitalName } from '@commons/shared/domain';

/**
 * The web vitals' histogram (docs/releases.md#web-vitals): bucket `i` holds values up to
 * `unit * step^i`, so a p75 read as its bucket's bound is at most 10% (or one unit) above the
 * true value, and a version keeps at most about 125 rows a minute per vital however many report.
 */
const step = 1.1;

/** The smallest value told apart: 1 ms for the timings, 0.001 for the layout shift. */
const units: Readonly<Record<WebVitalName, number>> = { LCP: 1, INP: 1, CLS: 0.001 };

/** The bucket of a value: the first whose bound is at or above it (0 for anything up to one unit). */
export function vitalBucketOf(metric: WebVitalName, value: number): number {
  const capped = Math.min(Math.max(value, 0), webVitalMaxima[metric]);
  const scaled = capped / units[metric];
  if (scaled <= 1) return 0;
  // The small tolerance keeps a value exactly on a bound in that bound's bucket despite rounding.
  return Math.ceil(Math.log(scaled) / Math.log(step) - 1e-9);
}

/** The upper bound of a bucket, rounded to the vital's unit. */
export function vitalBoundOf(metric: WebVitalName, bucket: number): number {
  return Number((Math.ceil(step ** bucket - 1e-9) * units[metric]).toFixed(3));
}

/** How many samples a histogram (counts per bucket) holds and the bound of its 75th percentile (null when empty). */
export function p75Of(metric: WebVitalName, counts: ReadonlyMap<number, number>): { samples: number; p75: number | null } {
  const samples = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (samples === 0) return { samples, p75: null };
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return { samples, p75: vitalBoundOf(metric, bucket) };
  }
  return { samples, p75: null };
}
