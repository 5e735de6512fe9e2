import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';

/**
 * What a mailed link does: confirm the address, set a new password, move to a new address, or
 * sign a new browser in while the account refuses them (docs/product-rules.md#sign-in-security).
 */
export const accountTokenPurposes = ['verify-email', 'reset-password', 'change-email', 'sign-in'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * The single-use links mailed to an account. Only the sha256 of a token is kept (as for
 * sessions), so a database leak opens no account; `email` is the address the link went to,
 * which for a change of address is the new one.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_individual_id_idx').on(t.individualId),
    check('account_tokens_purpose_valid', isOneOf(t.purpose, accountTokenPurposes)),
  ],
);

export type AccountToken = typeof accountTokens.$inferSelect;

/**
 * Requests counted to throttle what a caller could repeat at will: mail asked for
 * (forgot password, a new verification link, a change of address) and wrong current passwords
 * on the Security page; keyed like the login limiter's rows (`forgot-ip:<address>`,
 * `forgot-email:<email>`, `verify:<individualId>`, ...). Rows older than an hour are dropped.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_requested_at_idx').on(t.key, t.requestedAt)],
);
