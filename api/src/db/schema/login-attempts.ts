import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed logins, one row per key each attempt counts against: `email:<email>`, `ip:<address>`
 * and `pair:<address> <email>` (login-limiter.ts). Kept in the database rather than in memory
 * so every API instance behind a load balancer counts the same failures.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_attempted_at_idx').on(t.key, t.attemptedAt)],
);
