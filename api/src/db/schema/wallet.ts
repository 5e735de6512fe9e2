import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  paymentSessionStatuses,
  walletCreditKinds,
  walletEntryKinds,
  withdrawalStatuses,
  type PaymentSessionStatus,
  type WalletEntryKind,
  type WithdrawalStatus,
} from '@commons/shared/domain';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';

/** Integer cents; `number` is exact up to 2^53 cents, far beyond any balance the limits allow. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * One balance per account, keyed by the owner (sub-users act on their owner's). Every change
 * locks this row, writes a `wallet_entries` row and updates the balance in one transaction, so
 * the balance always equals the sum of the entries (docs/product-rules.md#money-and-payments).
 */
export const wallets = pgTable(
  'wallets',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => individuals.id),
    balanceCents: cents('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

/**
 * The ledger, append-only. `id` orders the entries of a wallet as they were applied (each is
 * written under the wallet's lock), and each records the balance before and after it.
 * `referenceId` is what caused it: the payment session, withdrawal request or checkout; one
 * entry per kind and reference, so a payment can never be credited twice.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.ownerId),
    kind: text('kind').$type<WalletEntryKind>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    balanceBeforeCents: cents('balance_before_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents').notNull(),
    referenceId: uuid('reference_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_wallet_id_id_idx').on(t.walletId, t.id),
    uniqueIndex('wallet_entries_kind_reference_unique').on(t.kind, t.referenceId),
    check('wallet_entries_kind_valid', isOneOf(t.kind, walletEntryKinds)),
    check(
      'wallet_entries_sign_matches_kind',
      sql`case when ${isOneOf(t.kind, walletCreditKinds)} then ${t.amountCents} > 0 else ${t.amountCents} < 0 end`,
    ),
    check('wallet_entries_balance_adds_up', sql`${t.balanceAfterCents} = ${t.balanceBeforeCents} + ${t.amountCents}`),
    check('wallet_entries_balance_not_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);

/**
 * Withdrawals asked for by the account. The amount is held (a WITHDRAWAL entry) when the
 * request is raised; an operator completes it or rejects it (a WITHDRAWAL_REVERSAL entry).
 * `seq` pages the lists newest first without skipping rows inserted meanwhile.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.ownerId),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('PENDING'),
    requestedBy: uuid('requested_by').references(() => individuals.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who decided, as the command line names them. */
    decidedBy: text('decided_by'),
    /** The operator's reason for a rejection, told to the account in the notice. */
    rejectionReason: text('rejection_reason'),
    /**
     * Where it is paid, as the payout account was when it was requested, so a later change never
     * redirects it: masked for showing ("IBAN ending 4300 (Ada Lovelace)"), and in full, sealed
     * with the request's id as context. Null for requests from before payout accounts.
     */
    paidTo: text('paid_to'),
    paidToSealed: text('paid_to_sealed'),
  },
  (t) => [
    index('withdrawal_requests_wallet_status_seq_idx').on(t.walletId, t.status, t.seq),
    index('withdrawal_requests_status_seq_idx').on(t.status, t.seq),
    check('withdrawal_requests_amount_positive', sql`${t.amountCents} > 0`),
    check('withdrawal_requests_status_valid', isOneOf(t.status, withdrawalStatuses)),
    check(
      'withdrawal_requests_decided_when_final',
      sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`,
    ),
  ],
);

/**
 * Card top-ups. The client's idempotency key is unique per account, so a repeated request
 * returns the same session. A session turns PAID, and the wallet is credited, only on the
 * provider's verified completion event (`providerEventId` records which one).
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** The provider's id of its checkout (the sandbox uses ours); null until the provider made it. */
    providerSessionId: text('provider_session_id'),
    url: text('url'),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.ownerId),
    amountCents: cents('amount_cents').notNull(),
    customerEmail: text('customer_email').notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    createdBy: uuid('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    status: text('status').$type<PaymentSessionStatus>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providerEventId: text('provider_event_id').unique(),
  },
  (t) => [
    uniqueIndex('payment_sessions_wallet_idempotency_key_unique').on(t.walletId, t.idempotencyKey),
    uniqueIndex('payment_sessions_provider_session_unique').on(t.provider, t.providerSessionId),
    check('payment_sessions_amount_positive', sql`${t.amountCents} > 0`),
    check('payment_sessions_status_valid', isOneOf(t.status, paymentSessionStatuses)),
    check('payment_sessions_paid_with_event', sql`(${t.status} = 'PAID') = (${t.providerEventId} is not null)`),
  ],
);

/**
 * Carbon credit checkouts paid from the wallet, one row per checkout, for the Checkout tab.
 * Written by the carbon issue through `recordCheckout`, in the transaction that writes its
 * CHECKOUT and FEE entries; the balances are those around both entries.
 */
export const checkoutRecords = pgTable(
  'checkout_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.ownerId),
    /** The checkout, which names its certificate. */
    checkoutId: uuid('checkout_id').notNull().unique(),
    checkoutType: text('checkout_type').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    balanceBeforeCents: cents('balance_before_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_records_wallet_seq_idx').on(t.walletId, t.seq),
    check('checkout_records_quantity_positive', sql`${t.quantity} > 0`),
    check('checkout_records_amounts_valid', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    check(
      'checkout_records_balance_adds_up',
      sql`${t.balanceAfterCents} = ${t.balanceBeforeCents} - ${t.amountCents} - ${t.feeCents}`,
    ),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type WalletEntry = typeof walletEntries.$inferSelect;
export type WithdrawalRequestRow = typeof withdrawalRequests.$inferSelect;
export type PaymentSession = typeof paymentSessions.$inferSelect;
export type CheckoutRecordRow = typeof checkoutRecords.$inferSelect;
