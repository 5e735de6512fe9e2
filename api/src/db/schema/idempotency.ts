import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { individuals } from './individuals';

/**
 * The `Idempotency-Key`s of the client API, one row per account and key. A request
 * claims its key by inserting the row (committed before the handler runs); its answer is written
 * into the row once sent, so a repeat of the request replays it. Kept in the database so every
 * API instance on one PostgreSQL sees the same keys; rows past `expiresAt` are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The account the key belongs to: the owner, also for its sub-users. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path of the request that claimed the key, e.g. `POST /api/api/user/individual/add-family-member`. */
    route: text('route').notNull(),
    /** SHA-256 of the request's route and body, to refuse the key's reuse for another request. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
    check('idempotency_keys_key_length', sql`char_length(${t.key}) between 1 and 255`),
    check('idempotency_keys_answer_whole', sql`(${t.statusCode} is null) = (${t.responseBody} is null)`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
