import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { activationActions, loadOutcomes, webVitalNames, type ActivationAction, type LoadOutcome, type WebVitalName } from '@commons/shared/domain';
import { blobs } from '@commons/server-kernel/db/blobs';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';

/** Published remote builds. A version is immutable: its bytes are pinned by the content hash. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    contentHash: text('content_hash').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').notNull(),
  },
  (t) => [primaryKey({ name: 'remote_versions_pk', columns: [t.name, t.version] })],
);

/**
 * The files of a published version, each a blob of the blob store (content-addressed, so a file
 * unchanged between versions is stored once). Any instance rebuilds the version's folder from
 * these, so no instance needs the disk of the one it was published through.
 */
export const remoteFiles = pgTable(
  'remote_files',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    /** Relative path inside the version, forward slashes (`static/js/remote.0a1b2c3d.js`). */
    path: text('path').notNull(),
    blobKey: text('blob_key')
      .notNull()
      .references(() => blobs.key),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'remote_files_pk', columns: [t.name, t.version, t.path] }),
    foreignKey({
      name: 'remote_files_version_fk',
      columns: [t.name, t.version],
      foreignColumns: [remoteVersions.name, remoteVersions.version],
    }),
    // Relative, and never climbing out of the version's folder when it is rebuilt on disk.
    check(
      'remote_files_path_relative',
      sql`${t.path} <> '' and ${t.path} not like '/%' and '/' || ${t.path} || '/' not like '%/../%' and position(chr(92) in ${t.path}) = 0`,
    ),
  ],
);

/**
 * Every change of what a remote serves, append-only: the audit of who, when, from (`previous`),
 * to (`version`). The newest activate, rollback or promote row per name (highest id) is the live
 * version, and those rows are what `rollback` walks back through; rollout and abort rows record
 * a rollout's share and end (`percent`, `reason`) without changing the live version.
 */
export const remoteActivations = pgTable(
  'remote_activations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    activatedBy: text('activated_by').notNull(),
    action: text('action').$type<ActivationAction>().notNull(),
    /** The live version before this change (null for a remote's first activation). */
    previous: text('previous'),
    /** A rollout's share of browsers, on rollout rows. */
    percent: smallint('percent'),
    /** Why, when the change was not a person's plain command (the health gate says what it saw). */
    reason: text('reason'),
    /** Whether `--force` overrode the compatibility check. */
    forced: boolean('forced').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'remote_activations_version_fk',
      columns: [t.name, t.version],
      foreignColumns: [remoteVersions.name, remoteVersions.version],
    }),
    index('remote_activations_name_id_idx').on(t.name, t.id),
    check('remote_activations_action_valid', isOneOf(t.action, activationActions)),
    check('remote_activations_percent_range', sql`${t.percent} is null or ${t.percent} between 1 and 99`),
  ],
);

/**
 * The rollout in progress per remote: at most one (the primary key), served to the browsers
 * whose bucket is below `percent`. Deleted by promote and abort; the audit keeps its history.
 */
export const remoteRollouts = pgTable(
  'remote_rollouts',
  {
    name: text('name').primaryKey(),
    version: text('version').notNull(),
    percent: smallint('percent').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: text('started_by').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'remote_rollouts_version_fk',
      columns: [t.name, t.version],
      foreignColumns: [remoteVersions.name, remoteVersions.version],
    }),
    check('remote_rollouts_percent_range', sql`${t.percent} between 1 and 99`),
  ],
);

/**
 * Counts of remote page loads reported by browsers, per minute, remote, version, outcome and
 * load-time bucket (`loadTimeBuckets`): only counts, no address, id or text of any caller.
 */
export const remoteLoadCounts = pgTable(
  'remote_load_counts',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').$type<LoadOutcome>().notNull(),
    /** Index into `loadTimeBuckets`: the first bound at or above the load time. */
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'remote_load_counts_pk', columns: [t.minute, t.name, t.version, t.outcome, t.bucket] }),
    index('remote_load_counts_name_minute_idx').on(t.name, t.minute),
    check('remote_load_counts_outcome_valid', isOneOf(t.outcome, loadOutcomes)),
    check('remote_load_counts_count_positive', sql`${t.count} > 0`),
    check('remote_load_counts_bucket_valid', sql`${t.bucket} >= 0`),
  ],
);

/**
 * Counts of the web vitals browsers report per page view (docs/releases.md#web-vitals), per
 * minute, remote, version, metric and value bucket (`vitalBucketOf`): a histogram, never a sample.
 */
export const remoteVitalCounts = pgTable(
  'remote_vital_counts',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    metric: text('metric').$type<WebVitalName>().notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'remote_vital_counts_pk', columns: [t.minute, t.name, t.version, t.metric, t.bucket] }),
    index('remote_vital_counts_name_minute_idx').on(t.name, t.minute),
    check('remote_vital_counts_metric_valid', isOneOf(t.metric, webVitalNames)),
    check('remote_vital_counts_count_positive', sql`${t.count} > 0`),
    check('remote_vital_counts_bucket_valid', sql`${t.bucket} >= 0`),
  ],
);

export type RemoteVersion = typeof remoteVersions.$inferSelect;
export type RemoteActivation = typeof remoteActivations.$inferSelect;
export type RemoteRollout = typeof remoteRollouts.$inferSelect;

/**
 * The remotes frozen by a release engineer: while a row is here no person switches the remote
 * (docs/releases.md#freeze). One row per remote at most; unfreezing deletes it and the audit
 * keeps both. Not in `remote_activations`, whose rows are each a version served.
 */
export const remoteFreezes = pgTable(
  'remote_freezes',
  {
    name: text('name').primaryKey(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who froze it, as the switches name people: RELEASE_USER or the staff member's email. */
    frozenBy: text('frozen_by').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [check('remote_freezes_reason_present', sql`btrim(${t.reason}) <> ''`)],
);

export type RemoteFreeze = typeof remoteFreezes.$inferSelect;
