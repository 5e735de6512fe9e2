import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw';
import { checkoutRecords, walletEntries, wallets } from '../../db/schema';
import { balanceCents, insufficientBalance } from './ledger';

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
 * Pays a carbon credit checkout from the wallet inside the caller's transaction (a purchase's,
 * which takes the listing's serials after it), in one statement: it debits the wallet when the
 * balance covers amount plus fee (locking its row until the transaction ends, as `applyEntries`
 * does), writes a CHECKOUT entry and, when there is a fee, a FEE entry after it, each with the
 * balance before and after, and the Checkout tab's record with the balance before and after
 * both. One round trip instead of four: a purchase holds its locks for less (issue 32's hot
 * listing). The database's CHECKs hold it to the ledger's rules (each entry adds up, the
 * balance never below zero).
 * Refuses with 409 when the balance cannot cover it; nothing is written then.
 */
export async function payCheckout(tx: Database, payment: CheckoutPayment): Promise<{ balanceAfterCents: number }> {
  const { walletId, checkoutId, checkoutType, quantity, amountCents, feeCents } = payment;
  const total = amountCents + feeCents;
  const [paid] = await rowsOf<{ balance_after_cents: number | string }>(
    tx,
    sql`with debited as (
      update ${wallets} set balance_cents = balance_cents - ${total}::bigint, updated_at = now()
      where owner_id = ${walletId}::uuid and balance_cents >= ${total}::bigint
      returning balance_cents + ${total}::bigint as before_cents, balance_cents as after_cents
    ), entries as (
      insert into ${walletEntries} (wallet_id, kind, amount_cents, reference_id, balance_before_cents, balance_after_cents)
      select ${walletId}::uuid, 'CHECKOUT', -${amountCents}::bigint, ${checkoutId}::uuid, before_cents, before_cents - ${amountCents}::bigint
      from debited
      union all
      select ${walletId}::uuid, 'FEE', -${feeCents}::bigint, ${checkoutId}::uuid, before_cents - ${amountCents}::bigint, after_cents
      from debited where ${feeCents}::bigint > 0
    )
    insert into ${checkoutRecords}
      (wallet_id, checkout_id, checkout_type, quantity, amount_cents, fee_cents, balance_before_cents, balance_after_cents)
    select ${walletId}::uuid, ${checkoutId}::uuid, ${checkoutType}, ${quantity}::bigint, ${amountCents}::bigint, ${feeCents}::bigint,
      before_cents, after_cents
    from debited
    returning balance_after_cents`,
  );
  if (!paid) throw insufficientBalance(await balanceCents(tx, walletId));
  return { balanceAfterCents: Number(paid.balance_after_cents) };
}
