import type { Database } from '../../db/database';
import { checkoutRecords, type CheckoutRecordRow } from '../../db/schema';
import { applyEntries, type EntryInput } from './ledger';

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
 * which takes the listing's serials after it): a CHECKOUT entry for the credits, a FEE entry
 * when there is a fee (both in one insert), and the Checkout tab's record with the balance
 * before and after both.
 * Refuses with 409 when the balance cannot cover amount plus fee; the caller's transaction
 * then rolls back whatever it wrote.
 */
export async function payCheckout(tx: Database, payment: CheckoutPayment): Promise<CheckoutRecordRow> {
  const { walletId, checkoutId, amountCents, feeCents } = payment;
  const debits: EntryInput[] = [{ kind: 'CHECKOUT', amountCents: -amountCents, referenceId: checkoutId }];
  if (feeCents > 0) debits.push({ kind: 'FEE', amountCents: -feeCents, referenceId: checkoutId });
  const { beforeCents, afterCents } = await applyEntries(tx, walletId, debits);
  const [record] = await tx
    .insert(checkoutRecords)
    .values({ ...payment, balanceBeforeCents: beforeCents, balanceAfterCents: afterCents })
    .returning();
  if (!record) throw new Error('insert into checkout_records returned no row');
  return record;
}
