import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { individuals } from './individuals';

/** Sign-in sessions. Only the sha256 of a token is kept, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the list of signed-in browsers names a session by; the token's hash stays private. */
    id: uuid('id').notNull().unique().defaultRandom(),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why the session ended: 'logout', or the account status (SUSPENDED, REJECTED) that ended it.
     * A session ended by a status still tells its holder that status (my-profile, logout) while the
     * account keeps it, so the screen explains what happened instead of a bare sign-out.
     */
    revokedReason: text('revoked_reason'),
    /** The browser as its User-Agent header named it at sign-in (cut to 512 characters), for the list of signed-in browsers. */
    userAgent: text('user_agent').notNull().default(''),
    /** The client address at sign-in. */
    address: text('address').notNull().default(''),
    /** When the token was last used, written at most once a minute (session-activity.ts); no trigger fires on it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Suspension revokes every session of an account at once.
  (t) => [index('sessions_individual_id_idx').on(t.individualId)],
);

export type Session = typeof sessions.$inferSelect;
