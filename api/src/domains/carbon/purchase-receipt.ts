import { eq } from 'drizzle-orm';
import { creditUnitOf, formatSerialRange } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../../jobs/engine';
import { individuals } from '../../db/schema';
import type { Account } from '../../lib/account';
import { retirementReceipt, type RetirementReceipt } from '../notices/messages/receipts';
import { queueReceipt } from '../notices/queue-notice';
import type { Recipient } from '../notices/recipients';
import type { Retirement } from './purchases';

/** What the retirement came to, once paid and recorded. */
export interface RetiredPurchase extends Retirement {
  checkoutId: string;
  serialStart: number;
  amountCents: number;
  feeCents: number;
  balanceAfterCents: number;
  retiredAt: Date;
  /** The sub-user who bought, for the owner's receipt (`subUserName`); null when the owner did. */
  boughtBy: string | null;
}

/** The name of the sub-user acting, for the owner's receipt; null when the owner bought. */
export async function subUserName(tx: Database, account: Account): Promise<string | null> {
  if (account.callerId === account.ownerId) return null;
  const [caller] = await tx.select({ name: individuals.name }).from(individuals).where(eq(individuals.id, account.callerId));
  return caller?.name ?? null;
}

/**
 * What the receipt of a purchase or monthly offset says: a monthly offset is the record's next
 * month, counted before the record is saved. The certificate PDF goes with it (issue 31: the FAQ
 * promises the certificate by email).
 */
export function receiptOf(p: RetiredPurchase): RetirementReceipt {
  const { record, listing, quantity } = p;
  return {
    checkoutId: p.checkoutId,
    kind: p.kind,
    year: record.year,
    month: p.kind === 'MONTHLY_OFFSET' ? record.monthlyOffsetsDone + 1 : undefined,
    planMonth: p.planMonth,
    quantity,
    unit: creditUnitOf(listing.registry),
    creditsCents: p.amountCents,
    feeCents: p.feeCents,
    balanceAfterCents: p.balanceAfterCents,
    project: listing.projectName,
    serialRange: formatSerialRange({ prefix: listing.serialPrefix, start: p.serialStart, end: p.serialStart + quantity - 1 }),
    retiredAt: p.retiredAt,
    boughtBy: p.boughtBy,
  };
}

/** Queues the purchase's receipt in its transaction. */
export async function queuePurchaseReceipt(tx: Database, jobs: JobSender, recipient: Recipient, p: RetiredPurchase): Promise<void> {
  await queueReceipt(tx, jobs, recipient, retirementReceipt(p.origin, receiptOf(p)));
}
