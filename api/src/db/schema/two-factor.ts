import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { individuals } from './individuals';

/**
 * An account's TOTP secret (docs/product-rules.md#sign-in-security). `enabledAt` null: enrolment
 * begun and not yet confirmed with a code, so sign-in does not ask for one. `lastTimeStep` refuses
 * a code used once again. The secret is kept as base32 text: the server must read it back to check
 * codes (see docs/api.md).
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  individualId: uuid('individual_id')
    .primaryKey()
    .references(() => individuals.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten single-use recovery codes of an enrolment, stored as sha256 hashes; `usedAt` spends one. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_individual_id_idx').on(t.individualId)],
);

/**
 * The password step of a sign-in with two-factor on: a short-lived token (hash kept) that the
 * code step must present; it ends after a few wrong codes.
 */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  individualId: uuid('individual_id')
    .notNull()
    .references(() => individuals.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
});

/**
 * Browsers that signed in to an account before (OWASP "device cookies"): the hash of
 * the `commons_device` cookie's token per account. The login limiter never locks such a browser
 * out for others' failures.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    tokenHash: text('token_hash').notNull(),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.individualId] }), index('known_browsers_individual_id_idx').on(t.individualId)],
);
