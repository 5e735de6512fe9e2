import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountStatuses, iamRoles, type AccountStatus, type Iam } from '@commons/shared/domain';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { groupPolicies } from './group-policies';

/** A profile field the contract sends as text, empty by default (docs/product-rules.md#records-and-field-names). */
const profileText = (name: string) => text(name).notNull().default('');

export const individuals = pgTable(
  'individuals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Keyset paging of the account's members (my-subusers), newest first.
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    name: text('name').notNull(),
    // Stored lower-case (the schema lowers it) so one address is one account.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    // The password signed in last fails the current rule (docs/product-rules.md#passwords): only
    // a sign-in knows the plain password, so it sets this and a new password clears it.
    passwordChangeAdvised: boolean('password_change_advised').notNull().default(false),
    phone: text('phone').notNull(),
    country: profileText('country'),
    city: profileText('city'),
    education: profileText('education'),
    profession: profileText('profession'),
    nationality: profileText('nationality'),
    citizenshipNo: profileText('citizenship_no'),
    uidOfResidence: profileText('uid_of_residence'),
    accountStatus: text('account_status').$type<AccountStatus>().notNull().default('REVIEWING'),
    iam: text('iam').$type<Iam>().notNull().default('ADMIN'),
    // Sub-users point at the owning account; owners have none.
    ownerId: uuid('owner_id').references((): AnyPgColumn => individuals.id, { onDelete: 'cascade' }),
    // A policy in use cannot be deleted: the group-policy service refuses it, naming how many
    // sub-users hold it, and this restriction is the last guard against a race.
    assignedGroupPolicyId: uuid('assigned_group_policy_id').references((): AnyPgColumn => groupPolicies.id, {
      onDelete: 'restrict',
    }),
    userHistoryId: uuid('user_history_id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    // When the address in `email` was proven by following a mailed link; null until
    // then. A withdrawal is paid out only to an owner whose address is verified.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the owner erased the account: the row stays, anonymised, because the
     * ledger and the retirements refer to it; it signs in no more.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('individuals_owner_id_idx').on(t.ownerId),
    check('individuals_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('individuals_account_status_valid', isOneOf(t.accountStatus, accountStatuses)),
    check('individuals_iam_valid', isOneOf(t.iam, iamRoles)),
  ],
);

export type Individual = typeof individuals.$inferSelect;
export type NewIndividual = typeof individuals.$inferInsert;
