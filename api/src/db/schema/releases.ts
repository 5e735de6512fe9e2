import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { activationActions, type ActivationAction } from '@commons/shared/domain';
import { isOneOf } from './enum-checks';

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
 * Every switch of a remote's live version, append-only. The newest row per name (highest id)
 * is the live version; the history is what `rollback` walks back through.
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
  },
  (t) => [
    foreignKey({
      name: 'remote_activations_version_fk',
      columns: [t.name, t.version],
      foreignColumns: [remoteVersions.name, remoteVersions.version],
    }),
    index('remote_activations_name_id_idx').on(t.name, t.id),
    check('remote_activations_action_valid', isOneOf(t.action, activationActions)),
  ],
);

export type RemoteVersion = typeof remoteVersions.$inferSelect;
export type RemoteActivation = typeof remoteActivations.$inferSelect;
