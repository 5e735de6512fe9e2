import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { publicBeneficiaryChoices, type PublicBeneficiaryChoice } from '@commons/shared/domain';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';

/**
 * An account's public impact page (docs/product-rules.md#the-public-impact-page), `/u/<handle>`:
 * one row per account owner once a handle is chosen. The handle is kept as typed and unique
 * whatever its case; it stays the account's while the page is off, so turning it back on finds it
 * free.
 */
export const publicPages = pgTable(
  'public_pages',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    displayName: text('display_name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_pages_handle_lower_unique').on(sql`lower(${t.handle})`),
    // The shared schema's rule, less the reserved words and double hyphens: the last guard.
    check('public_pages_handle_valid', sql`${t.handle} ~ '^[A-Za-z0-9]([A-Za-z0-9-]{1,28})[A-Za-z0-9]$'`),
  ],
);

export type PublicPageRow = typeof publicPages.$inferSelect;

/**
 * Whom the public views of an owner's certificates name (docs/product-rules.md#the-public-impact-page).
 * No row reads as `MEMBER`: every account, the existing ones included, shows no name until its
 * owner chooses one.
 */
export const publicBeneficiaries = pgTable(
  'public_beneficiaries',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    shown: text('shown').$type<PublicBeneficiaryChoice>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('public_beneficiaries_shown_valid', isOneOf(t.shown, publicBeneficiaryChoices))],
);
