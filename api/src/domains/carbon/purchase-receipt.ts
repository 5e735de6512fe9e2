import { eq } from 'drizzle-orm';
import { creditUnitOf, formatSerialRange } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../../jobs/engine';
import { individuals } from '../../db/schema';
import type { Account } from '../../lib/account';
import { retirementReceipt } from '../notices/messages/receipts';
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
 * Queues the receipt of a purchase or monthly offset in its transaction, the certificate PDF
 * attached (issue 31: the FAQ promises the certificate by email). A monthly offset is the
 * record's next month, counted before the record is saved.
 */
export async function queuePurchaseReceipt(tx: Database, jobs: JobSender, recipient: Recipient, p: RetiredPurchase): Promise<void> {
  const { record, listing, quantity } = p;
  await queueReceipt(
    tx,
    jobs,
    recipient,
    retirementReceipt(p.origin, {
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
    }),
  );
}
