import type { ActivationAction, RemoteName, WebVitalName } from '@commons/shared/domain';
import type { AuditActor } from '../audit/audit-actor';

/** One switch of a remote's live version. Times are ISO strings so the shape survives JSON. */
export interface ActivationInfo {
  version: string;
  action: ActivationAction;
  activatedAt: string;
  activatedBy: string;
  /** The live version before the change. */
  previous: string | null;
  /** A rollout's share, on rollout rows. */
  percent: number | null;
  /** Why, when the health gate (or a stated reason) made the change. */
  reason: string | null;
  /** Whether `--force` overrode the compatibility check. */
  forced: boolean;
}

/** The rollout in progress of a remote: its version goes to `percent` of browsers. */
export interface RolloutInfo {
  version: string;
  percent: number;
  startedAt: string;
  startedBy: string;
}

/** How one version of a remote loaded in real browsers over the status window (the last hour). */
export interface VersionHealth {
  version: string;
  /** This version's loads as a share (0-1) of the remote's loads. */
  share: number;
  loads: number;
  failures: number;
  /** failures / loads, 0 when nothing loaded. */
  failureRate: number;
  /** Upper bound of the load-time bucket holding the median / the 95th percentile, null without loads. */
  medianMs: number | null;
  p95Ms: number | null;
}

/** One web vital of a version: page views reported and the bound of the bucket holding their 75th percentile. */
export interface VitalSummary {
  samples: number;
  /** ms for LCP and INP, unitless for CLS; at most 10% above the true p75; null without samples. */
  p75: number | null;
}

/** A version's web vitals over the status window (docs/releases.md#web-vitals). */
export type VersionVitals = { version: string } & Record<WebVitalName, VitalSummary>;

export interface VersionInfo {
  version: string;
  contentHash: string;
  publishedAt: string;
  publishedBy: string;
  live: boolean;
}

/** `list`: every published version of a remote and the history of its switches, newest first. */
export interface RemoteListing {
  name: RemoteName;
  live: ActivationInfo | null;
  rollout: RolloutInfo | null;
  versions: VersionInfo[];
  history: ActivationInfo[];
}

/** `status`: the live version of a remote (null before its first activation), its rollout and health. */
export interface RemoteStatus {
  name: RemoteName;
  live: ActivationInfo | null;
  rollout: RolloutInfo | null;
  health: VersionHealth[];
  vitals: VersionVitals[];
  /** Why the health gate holds the rollout's promotion, null when it does not. */
  held: string | null;
  /** Who froze the remote, since when and why; null when it is not frozen. */
  frozen: FreezeInfo | null;
}

/** A remote's freeze (docs/releases.md#freeze): no person switches it until it is unfrozen. */
export interface FreezeInfo {
  by: string;
  since: string;
  reason: string;
}

/** `freeze` and `unfreeze`: the freeze made, or the one that ended. */
export type FreezeResult = { name: RemoteName } & FreezeInfo;

export interface FreezeOptions {
  /** Required: why the remote is frozen or unfrozen; recorded in the audit. */
  reason: string;
  /** As for `SwitchOptions`. */
  actor?: AuditActor;
}

export interface PublishRecord {
  name: RemoteName;
  version: string;
  contentHash: string;
  by: string;
}

export interface PublishResult {
  name: RemoteName;
  version: string;
  contentHash: string;
  /** False when this version was already published with the same bytes (a no-op). */
  created: boolean;
}

export interface SwitchResult {
  name: RemoteName;
  version: string;
  previous: string | null;
  /** False when the version asked for was already live. */
  changed: boolean;
}

/** `rollout`: the share `version` now gets; `previousPercent` is null when the rollout just started. */
export interface RolloutResult {
  name: RemoteName;
  version: string;
  percent: number;
  previousPercent: number | null;
  live: string;
}

/** `abort`: the rollout that ended; everyone is back on `live`. */
export interface AbortResult {
  name: RemoteName;
  version: string;
  live: string;
}

/** `--force`: switch even when the compatibility check refuses (recorded in the audit). */
export interface SwitchOptions {
  force?: boolean;
  /** Why, as the person said it (`--reason`); recorded in the audit. */
  reason?: string | null;
  /** Who the audit names: a console's staff member; by default the command lines' automation named `by`. */
  actor?: AuditActor;
}

export interface AbortOptions {
  /** Recorded in the audit: why the rollout stopped (the health gate says what it saw). */
  reason?: string | null;
  /** Abort only a rollout of this version (the gate's, so it never stops a newer one). */
  version?: string;
  /** As for `SwitchOptions`. */
  actor?: AuditActor;
  /** The health gate's abort: it runs even while the remote is frozen (docs/releases.md#freeze). */
  despiteFreeze?: boolean;
}

/**
 * The release registry's records. The database implements it directly; the CLI's operator
 * client implements it over HTTP while a server holds the embedded database.
 */
export interface ReleaseRegistry {
  recordPublish(record: PublishRecord): Promise<PublishResult>;
  activate(name: RemoteName, version: string, by: string, options?: SwitchOptions): Promise<SwitchResult>;
  rollback(name: RemoteName, by: string, options?: SwitchOptions): Promise<SwitchResult>;
  /** Starts a rollout of `version` to `percent` of browsers, or changes the share of the one in progress. */
  rollout(name: RemoteName, version: string, percent: number, by: string, options?: SwitchOptions): Promise<RolloutResult>;
  /** Makes the rollout's version live for everyone. */
  promote(name: RemoteName, by: string, options?: SwitchOptions): Promise<SwitchResult>;
  /** Ends the rollout; everyone gets the live version. */
  abort(name: RemoteName, by: string, options?: AbortOptions): Promise<AbortResult>;
  /** Stops every switch of the remote by anyone but the health gate until it is unfrozen. */
  freeze(name: RemoteName, by: string, options: FreezeOptions): Promise<FreezeResult>;
  /** Ends the remote's freeze; returns the freeze that ended. */
  unfreeze(name: RemoteName, by: string, options: FreezeOptions): Promise<FreezeResult>;
  list(name?: RemoteName): Promise<RemoteListing[]>;
  status(): Promise<RemoteStatus[]>;
}
