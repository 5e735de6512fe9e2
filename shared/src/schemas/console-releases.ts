import * as v from 'valibot';
import { activationActions } from '@commons/shared/domain';
import { ConsolePageSchema, ConsoleSearchSchema, consoleTableQuery } from './console-paging';
import { RemoteNameSchema, VersionSchema } from './releases';
import { requiredText } from './text';

// The console's Releases screen (docs/releases.md): what each remote serves, how its versions
// load for real users, and the switches a release engineer makes from it, each with a reason.

/** A rollout's share of browsers: 1 to 99, as the release command line takes it. */
export const RolloutPercentSchema = v.pipe(
  v.number('percent is required'),
  v.integer('percent must be a whole number'),
  v.minValue(1, 'percent must be from 1 to 99'),
  v.maxValue(99, 'percent must be from 1 to 99; promote makes a rollout live for everyone'),
);

/** Why a switch is made, recorded in the remote's history and the audit. */
const Reason = requiredText('reason is required: say why you make this switch', { max: 200 });

/** The remote a switch changes, in the path: `/releases/wallet/rollback`. */
export const ReleaseRemoteParamsSchema = v.object({ remote: RemoteNameSchema });
export type ReleaseRemoteParams = v.InferOutput<typeof ReleaseRemoteParamsSchema>;

/** Body of rollback, promote and abort: the reason alone. */
export const ReleaseReasonSchema = v.object({ reason: Reason });
export type ReleaseReason = v.InferOutput<typeof ReleaseReasonSchema>;

/** Body of freeze and unfreeze: why, required (docs/releases.md#freeze). */
export const FreezeReasonSchema = v.object({ reason: requiredText('reason is required: say why you freeze or unfreeze the remote', { max: 200 }) });
export type FreezeReason = v.InferOutput<typeof FreezeReasonSchema>;

/** Body of activate: a published version to make live for everyone. */
export const ActivateReleaseSchema = v.object({ version: VersionSchema, reason: Reason });
export type ActivateRelease = v.InferOutput<typeof ActivateReleaseSchema>;

/** Body of rollout: start a rollout of `version` to `percent` of browsers, or change its share. */
export const RolloutReleaseSchema = v.object({ version: VersionSchema, percent: RolloutPercentSchema, reason: Reason });
export type RolloutRelease = v.InferOutput<typeof RolloutReleaseSchema>;

/** One web vital of a version: page views reported, and its p75 (null without samples). */
const VitalSchema = v.object({ samples: v.number(), p75: v.nullable(v.number()) });

/** How one version loaded for real users over a window: loads, failures, load times and web vitals. */
export const VersionMetricsSchema = v.object({
  version: v.string(),
  loads: v.number(),
  /** failures / loads, 0 to 1. */
  failureRate: v.number(),
  /** Bounds of the load-time buckets holding the median and 95th percentile, null without loads. */
  medianMs: v.nullable(v.number()),
  p95Ms: v.nullable(v.number()),
  LCP: VitalSchema,
  INP: VitalSchema,
  CLS: VitalSchema,
});
export type VersionMetrics = v.InferOutput<typeof VersionMetricsSchema>;

/** One remote on the Releases screen. */
export const RemoteReleaseSchema = v.object({
  remote: RemoteNameSchema,
  live: v.nullable(v.object({ version: v.string(), since: v.string(), by: v.string() })),
  rollout: v.nullable(v.object({ version: v.string(), percent: v.number(), startedAt: v.string(), startedBy: v.string() })),
  /** Where a rollback goes: the version live before the current one, null when there is none. */
  rollbackTo: v.nullable(v.string()),
  /** Published versions, newest first (the latest 50): what activate and rollout may pick. */
  versions: v.array(v.object({ version: v.string(), publishedAt: v.string(), publishedBy: v.string() })),
  /** Why the health gate holds the rollout's promotion, null when it does not. */
  held: v.nullable(v.string()),
  /** Who froze the remote, since when and why: no one switches it until it is unfrozen. Null when not frozen. */
  frozen: v.nullable(v.object({ by: v.string(), since: v.string(), reason: v.string() })),
  /** The health gate's abort of a rollout, when it is the remote's latest switch. */
  aborted: v.nullable(v.object({ version: v.string(), at: v.string(), reason: v.string() })),
  lastHour: v.array(VersionMetricsSchema),
  lastDay: v.array(VersionMetricsSchema),
});
export type RemoteRelease = v.InferOutput<typeof RemoteReleaseSchema>;

/** Reply of GET /api/console/releases: every remote, in the platform's order. */
export const ReleaseBoardSchema = v.object({ remotes: v.array(RemoteReleaseSchema) });
export type ReleaseBoard = v.InferOutput<typeof ReleaseBoardSchema>;

/** The columns the history of switches sorts by; `version` sorts as text. */
export const switchHistorySorts = ['at', 'remote', 'version', 'action', 'by'] as const;

/**
 * Query of GET /api/console/releases/history (docs/api.md#console-tables): a numbered page,
 * newest first unless asked, of one remote or all, of one action, `q` searching the version,
 * who switched and why.
 */
export const SwitchHistoryQuerySchema = v.object({
  ...consoleTableQuery(switchHistorySorts, { sort: 'at', order: 'desc' }).entries,
  remote: v.optional(RemoteNameSchema),
  action: v.optional(v.picklist(activationActions, `must be one of ${activationActions.join(', ')}`)),
  q: ConsoleSearchSchema,
});
export type SwitchHistoryQueryInput = v.InferInput<typeof SwitchHistoryQuerySchema>;
export type SwitchHistoryQuery = v.InferOutput<typeof SwitchHistoryQuerySchema>;

/** One switch of a remote: who made it, when and why. */
export const ReleaseSwitchSchema = v.object({
  id: v.string(),
  remote: RemoteNameSchema,
  action: v.picklist(activationActions),
  version: v.string(),
  /** The live version before the switch. */
  previous: v.nullable(v.string()),
  /** A rollout's share, on rollout rows. */
  percent: v.nullable(v.number()),
  at: v.string(),
  by: v.string(),
  reason: v.nullable(v.string()),
  forced: v.boolean(),
});
export type ReleaseSwitch = v.InferOutput<typeof ReleaseSwitchSchema>;

/** Reply of GET /api/console/releases/history. */
export const SwitchHistoryPageSchema = v.object({ switches: v.array(ReleaseSwitchSchema), ...ConsolePageSchema.entries });
export type SwitchHistoryPage = v.InferOutput<typeof SwitchHistoryPageSchema>;
