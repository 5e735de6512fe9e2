import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';

/**
 * An account's TOTP secret (docs/product-rules.md#sign-in-security). `enabledAt` null: enrolment
 * begun and not yet confirmed with a code, so sign-in does not ask for one. `lastTimeStep` refuses
 * a code used once again. The secret is sealed with `SECRETS_KEY` (totp-seeds.ts); one kept before
 * that as base32 text still reads until the start's pass seals it.
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

/** The ten single-use recovery codes of an enrolment, stored as argon2id hashes (older ones as sha256); `usedAt` spends one. */
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

/** Where a recovery request stands; one past its `expiresAt` while PENDING reads as expired. */
export const recoveryRequestStatuses = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type RecoveryRequestStatus = (typeof recoveryRequestStatuses)[number];

/**
 * A request, filed signed out, to turn two-factor off after the second factor was lost
 * (docs/product-rules.md#losing-the-second-factor). An operator decides it after checking who
 * asks: `identityCheck` says how, `reason` why a refusal.
 */
export const twoFactorRecoveryRequests = pgTable(
  'two_factor_recovery_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    status: text('status').$type<RecoveryRequestStatus>().notNull().default('PENDING'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The client address and browser that filed it, for the operator's check. */
    filedFrom: text('filed_from').notNull(),
    userAgent: text('user_agent').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    identityCheck: text('identity_check'),
    reason: text('reason'),
  },
  (t) => [
    index('two_factor_recovery_requests_individual_id_idx').on(t.individualId),
    index('two_factor_recovery_requests_status_filed_idx').on(t.status, t.filedAt),
    check('two_factor_recovery_requests_status_valid', isOneOf(t.status, recoveryRequestStatuses)),
    check('two_factor_recovery_requests_decided_when_final', sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`),
  ],
);
