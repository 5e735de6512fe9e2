import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { noticeKinds, type NoticeKind } from '@commons/shared/domain';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';

/**
 * Which notice kinds an account wants, one row per account and kind it has set; a
 * kind without a row is on. Receipts and security mail have no row: they are always sent.
 * Kept per account owner, whose address every notice of the account goes to.
 */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    individualId: uuid('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.individualId, t.kind] }),
    check('mail_preferences_kind_valid', isOneOf(t.kind, noticeKinds)),
  ],
);

/**
 * The key that signs the unsubscribe links of notices, made once by the first server that
 * needs it and kept in the database so every instance (and the operator command line) signs and
 * checks with the same one.
 */
export const mailSigningKeys = pgTable('mail_signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailPreferenceRow = typeof mailPreferences.$inferSelect;
