import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankTransferOrderStates, orderCancellers, type BankTransferOrderState, type OrderCanceller } from '@commons/shared/domain';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { listings, operationalData, retirements } from './carbon';
import { individuals } from './individuals';
import { projects } from './projects';
import { staffMembers } from './staff';

// Orders paid by bank transfer (docs/product-rules.md#bank-transfer-orders).

/** Integer cents, as the wallet keeps them. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * The account a project's transfers are paid to, set by its provider. Kept plain, not sealed as
 * TOTP seeds are: it is no secret but what every buyer of the project is shown to pay to, and
 * the order replies and mails read it back in full.
 */
export const projectTransferAccounts = pgTable(
  'project_transfer_accounts',
  {
    projectId: text('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    kind: text('kind').$type<'iban' | 'us'>().notNull(),
    holderName: text('holder_name').notNull(),
    /** The IBAN in its electronic form, or a US account number. */
    accountNumber: text('account_number').notNull(),
    /** A US account's ABA routing number; null for an IBAN. */
    routingNumber: text('routing_number'),
    updatedBy: uuid('updated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('project_transfer_accounts_kind_valid', sql`${t.kind} in ('iban', 'us')`),
    check('project_transfer_accounts_routing', sql`(${t.kind} = 'us') = (${t.routingNumber} is not null)`),
  ],
);

/**
 * An order paid by bank transfer: the listing's tonnes it reserves (`listings.reserved`) until it
 * is paid or cancelled, what it costs at the mark-up price, and the ISO 11649 reference the buyer
 * quotes. A time per state reached; `reminded_days`: the last reminder sent (30 or 80), so the
 * daily job mails each once.
 */
export const bankTransferOrders = pgTable(
  'bank_transfer_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    operationalDataId: uuid('operational_data_id')
      .notNull()
      .references(() => operationalData.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    quantity: integer('quantity').notNull(),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    reference: text('reference').notNull().unique(),
    state: text('state').$type<BankTransferOrderState>().notNull().default('awaiting_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inProgressAt: timestamp('in_progress_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<OrderCanceller>(),
    remindedDays: integer('reminded_days').notNull().default(0),
  },
  (t) => [
    index('bank_transfer_orders_owner_idx').on(t.ownerId, t.seq),
    index('bank_transfer_orders_project_idx').on(t.projectId, t.state, t.seq),
    // One unpaid order a year: a second would reserve and ask for the same year's tonnes again.
    uniqueIndex('bank_transfer_orders_one_unpaid_per_record')
      .on(t.operationalDataId)
      .where(sql`${t.state} in ('awaiting_payment', 'in_progress')`),
    index('bank_transfer_orders_unpaid_idx').on(t.createdAt).where(sql`${t.state} in ('awaiting_payment', 'in_progress')`),
    check('bank_transfer_orders_state_valid', isOneOf(t.state, bankTransferOrderStates)),
    check('bank_transfer_orders_canceller_valid', isOneOf(t.cancelledBy, orderCancellers)),
    check('bank_transfer_orders_quantity_positive', sql`${t.quantity} > 0`),
    check('bank_transfer_orders_amounts_valid', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.feeCents} <= ${t.amountCents}`),
    check('bank_transfer_orders_paid_has_time', sql`(${t.state} = 'paid') = (${t.paidAt} is not null)`),
    check('bank_transfer_orders_cancelled_has_time', sql`(${t.state} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelledBy} is not null)`),
    check('bank_transfer_orders_reminded_valid', sql`${t.remindedDays} in (0, 30, 80)`),
  ],
);

/**
 * The payment that retired an order: its primary key is the order, written in the transaction
 * that retires its credits, so an order is retired and certified once whatever two providers or
 * a retried request do (docs/product-rules.md#bank-transfer-orders).
 */
export const bankTransferPayments = pgTable(
  'bank_transfer_payments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => bankTransferOrders.id, { onDelete: 'cascade' }),
    retirementId: uuid('retirement_id')
      .notNull()
      .references(() => retirements.id, { onDelete: 'cascade' }),
    receivedCents: cents('received_cents').notNull(),
    reference: text('reference').notNull(),
    markedBy: uuid('marked_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_transfer_payments_retirement_unique').on(t.retirementId)],
);

export type ProjectTransferAccountRow = typeof projectTransferAccounts.$inferSelect;
export type BankTransferOrderRow = typeof bankTransferOrders.$inferSelect;
