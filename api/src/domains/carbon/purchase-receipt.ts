import { creditUnitOf, formatSerialRange } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../../jobs/engine';
import { anyOf } from '../../db/raw';
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
  /** The sub-user who bought, for the owner's receipt (`boughtByOf`); null when the owner did. */
  boughtBy: string | null;
}

/** Names and addresses by id: the owners receipts go to and the sub-users who bought. */
export type People = Map<string, { name: string; email: string }>;

/** The people with these ids (`peopleOf(tx, [ownerId, callerId])` for one purchase). */
export async function peopleOf(tx: Database, ids: string[]): Promise<People> {
  const rows = await tx
    .select({ id: individuals.id, name: individuals.name, email: individuals.email })
    .from(individuals)
    .where(anyOf(individuals.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The name of the sub-user acting, for the owner's receipt; null when the owner bought. */
export const boughtByOf = (account: Account, people: People): string | null =>
  account.callerId === account.ownerId ? null : (people.get(account.callerId)?.name ?? null);

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
