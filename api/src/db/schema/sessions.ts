import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { individuals } from './individuals';

/** Sign-in sessions. Only the sha256 of a token is kept, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // Suspension revokes every session of an account at once.
  (t) => [index('sessions_individual_id_idx').on(t.individualId)],
);

export type Session = typeof sessions.$inferSelect;
