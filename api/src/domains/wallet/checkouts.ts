import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { anyOf, rowsOf } from '../../db/raw';
import { checkoutRecords, walletEntries, wallets } from '../../db/schema';

export interface CheckoutPayment {
  walletId: string;
  /** The checkout being paid; it names the certificate. */
  checkoutId: string;
  /** 'CC' when the checkout has a certificate. */
  checkoutType: string;
  quantity: number;
  amountCents: number;
  feeCents: number;
}

/**
 * Pays carbon credit checkouts from their wallets inside the caller's transaction (a batch of
 * retirements', which takes the listings' serials after it), in one statement whatever their
 * number: it debits each wallet whose balance covers amount plus fee (locking its row until the
 * transaction ends, as `applyEntries` does), writes a CHECKOUT entry and, when there is a fee, a
 * FEE entry after it, each with the balance before and after, and the Checkout tab's record with
 * the balance before and after both. The database's CHECKs hold it to the ledger's rules (each
 * entry adds up, the balance never below zero). At most one payment per wallet: a wallet named
 * twice would be debited once. Returns the balance after each payment made, by checkout id; a
 * wallet that cannot cover its payment is left as it was, its checkout absent.
 */
export async function payCheckouts(tx: Database, payments: CheckoutPayment[]): Promise<Map<string, number>> {
  if (payments.length === 0) return new Map();
  const column = <T>(pick: (payment: CheckoutPayment) => T) => sql.param(payments.map(pick));
  const paid = await rowsOf<{ checkout_id: string; balance_after_cents: number | string }>(
    tx,
    sql`with paying as (
      select * from unnest(${column((p) => p.walletId)}::uuid[], ${column((p) => p.checkoutId)}::uuid[],
        ${column((p) => p.checkoutType)}::text[], ${column((p) => p.quantity)}::bigint[],
        ${column((p) => p.amountCents)}::bigint[], ${column((p) => p.feeCents)}::bigint[])
        as p(wallet_id, checkout_id, checkout_type, quantity, amount_cents, fee_cents)
    ), debited as (
      update ${wallets} w set balance_cents = w.balance_cents - (p.amount_cents + p.fee_cents), updated_at = now()
      from paying p
      where w.owner_id = p.wallet_id and w.balance_cents >= p.amount_cents + p.fee_cents
      returning p.*, w.balance_cents + p.amount_cents + p.fee_cents as before_cents, w.balance_cents as after_cents
    ), entries as (
      insert into ${walletEntries} (wallet_id, kind, amount_cents, reference_id, balance_before_cents, balance_after_cents)
      select wallet_id, 'CHECKOUT', -amount_cents, checkout_id, before_cents, before_cents - amount_cents
      from debited
      union all
      select wallet_id, 'FEE', -fee_cents, checkout_id, before_cents - amount_cents, after_cents
      from debited where fee_cents > 0
    )
    insert into ${checkoutRecords}
      (wallet_id, checkout_id, checkout_type, quantity, amount_cents, fee_cents, balance_before_cents, balance_after_cents)
    select wallet_id, checkout_id, checkout_type, quantity, amount_cents, fee_cents, before_cents, after_cents
    from debited
    returning checkout_id, balance_after_cents`,
  );
  return new Map(paid.map((row) => [row.checkout_id, Number(row.balance_after_cents)]));
}

/**
 * Locks the wallets of these owners until the transaction ends, in owner order so that batches
 * locking overlapping sets queue instead of deadlocking; returns each balance (an owner with no
 * wallet yet is absent: nothing to pay with).
 */
export async function lockBalances(tx: Database, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await tx
    .select({ ownerId: wallets.ownerId, balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(anyOf(wallets.ownerId, ownerIds))
    .orderBy(asc(wallets.ownerId))
    .for('update');
  return new Map(rows.map((row) => [row.ownerId, row.balanceCents]));
}
