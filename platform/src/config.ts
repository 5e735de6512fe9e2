/**
 * When the server stops a rollout by itself (docs/releases.md#health-reports-and-the-health-gate):
 * once the rollout's version has at least `minLoads` reported page loads and its failure rate
 * exceeds the live version's by more than `maxExcess` (0.05: five percentage points).
 */
export interface RolloutGate {
  minLoads: number;
  maxExcess: number;
}

/** What the platform reads of the server's configuration; the server's own is a superset. */
export interface PlatformConfig {
  /** Where published remote builds are copied to be served (`/remotes/<name>/<version>/`). */
  deployDir: string;
  /** The host build the site serves. */
  hostDist: string;
  /** Development mode: a tab may load a remote from a loopback dev server. */
  devRemotes: boolean;
  rolloutGate: RolloutGate;
  /** Health report batches accepted per client address and minute (`POST /registry/health`). */
  healthReportsPerMinute: number;
}
