import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-ups by client address (a scanner sent 1,500 unrefused). In the database rather
 * than in memory so every API instance behind a load balancer counts the same attempts.
 */
export const signupAttempts = pgTable(
  'signup_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    address: text('address').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_attempts_address_attempted_at_idx').on(t.address, t.attemptedAt)],
);
