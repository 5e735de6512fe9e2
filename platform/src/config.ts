import type { WebVitalName } from '@commons/shared/domain';

/**
 * When the server stops a rollout by itself (docs/releases.md#health-reports-and-the-health-gate):
 * once the rollout's version has at least `minLoads` reported page loads and its failure rate
 * exceeds the live version's by more than `maxExcess` (0.05: five percentage points).
 */
export interface RolloutGate {
  minLoads: number;
  maxExcess: number;
}

/** How much worse than the live version's a rollout's p75 of one web vital may be: the larger of the two. */
export interface VitalMargin {
  /** Relative to the live p75 (0.2: 20% more). */
  ratio: number;
  /** Absolute, in the vital's unit (ms for LCP and INP). */
  plus: number;
}

/**
 * The health gate on web vitals (docs/releases.md#web-vitals): once both versions have
 * `minSamples` page views of a vital, a rollout whose p75 exceeds the live one's by more than the
 * margin cannot be promoted, and one past `abortFactor` times the margin is aborted.
 */
export interface VitalsGate {
  minSamples: number;
  abortFactor: number;
  margins: Record<WebVitalName, VitalMargin>;
}

/** The gate's defaults, which the environment variables override (docs/configuration.md#server). */
export const defaultVitalsGate: VitalsGate = {
  minSamples: 100,
  abortFactor: 3,
  margins: { LCP: { ratio: 0.2, plus: 250 }, INP: { ratio: 0.2, plus: 50 }, CLS: { ratio: 0.2, plus: 0.05 } },
};

/** What the platform reads of the server's configuration; the server's own is a superset. */
export interface PlatformConfig {
  /** Where published remote builds are copied to be served (`/remotes/<name>/<version>/`). */
  deployDir: string;
  /** The host build the site serves. */
  hostDist: string;
  /** Development mode: a tab may load a remote from a loopback dev server. */
  devRemotes: boolean;
  rolloutGate: RolloutGate;
  vitalsGate: VitalsGate;
  /** Health report batches accepted per client address and minute (`POST /registry/health`). */
  healthReportsPerMinute: number;
}
