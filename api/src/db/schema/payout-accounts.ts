import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BankAccountKind } from '@commons/shared/domain';
import { individuals } from './individuals';

/**
 * Where an account's withdrawals are paid (docs/product-rules.md#money-and-payments), one per
 * owner. What may be shown (holder, kind, last four) is kept plain; the full details are sealed
 * with `SECRETS_KEY`, bound to the owner's id (payout-account-seals.ts). `changedAt` starts the
 * 24 hours during which no withdrawal is requested to it.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BankAccountKind>().notNull(),
    holderName: text('holder_name').notNull(),
    last4: text('last4').notNull(),
    sealed: text('sealed').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_accounts_kind_valid', sql`${t.kind} in ('iban', 'us')`),
    check('payout_accounts_last4_digits', sql`${t.last4} ~ '^[0-9A-Z]{4}$'`),
  ],
);
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
