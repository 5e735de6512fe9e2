import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffRoles, staffStatuses, type StaffStatus } from '@commons/shared/schemas';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { projects } from './projects';

// Staff of the console (docs/operations.md#staff): a table apart from customers', so an email may
// be both and neither sign-in reaches the other.

/** A staff member's state (`StaffStatusSchema`): invited (no password yet), active, or disabled by an operator. */
export { staffStatuses, type StaffStatus };

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case, as the shared email schema gives it: one address, one staff member. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<(typeof staffRoles)[number]>().notNull(),
    status: text('status').$type<StaffStatus>().notNull().default('invited'),
    /** argon2id; null until the first invitation is accepted. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_members_role_valid', isOneOf(t.role, staffRoles)), check('staff_members_status_valid', isOneOf(t.status, staffStatuses))],
);

/** The projects a provider acts for. */
export const staffProjects = pgTable(
  'staff_projects',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.projectId] })],
);

/**
 * The TOTP seed a staff member enrolled, sealed with `SECRETS_KEY` and bound to the member's id
 * like customers' (totp-seeds.ts); `lastTimeStep` refuses a code used once already.
 */
export const staffTotpSeeds = pgTable('staff_totp_seeds', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  lastTimeStep: integer('last_time_step'),
});

/** The ten single-use recovery codes of a staff enrolment, argon2id hashes; `usedAt` spends one. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_id_idx').on(t.staffId)],
);

/**
 * A mailed link to enrol (a new member, or one whose second factor was reset): the token's hash,
 * and the sealed seed made with it so a reload shows the same secret.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_staff_id_idx').on(t.staffId)],
);

/**
 * A mailed sign-in link of the console, for a member whose account's cap for unknown browsers is
 * reached (docs/product-rules.md#sign-in-security): the token's hash, single-use, short-lived. It
 * signs nobody in alone: the password and a code are still asked for.
 */
export const staffSignInLinks = pgTable(
  'staff_sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_sign_in_links_staff_id_idx').on(t.staffId)],
);

/** Console sessions: the cookie token's sha256, ended by deleting the row. */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('console_sessions_staff_id_idx').on(t.staffId)],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
