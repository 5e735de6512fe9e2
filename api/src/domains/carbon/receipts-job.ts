import type { Job } from 'pg-boss';
import { creditUnitOf, formatSerialRange } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { anyOf } from '../../db/raw';
import { individuals } from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import type { Account } from '../../lib/account';
import { queueMails } from '../mail/outbox';
import { retirementReceipt, type RetirementReceipt } from '../notices/messages/receipts';
import { receiptMail } from '../notices/queue-notice';
import type { Recipient } from '../notices/recipients';
import type { Accepted } from './checkout-decisions';

/** A retirement's receipt as its batch queues it: what it says and to whom (a date travels as its ISO string). */
export interface QueuedReceipt {
  recipient: Recipient;
  origin: string;
  receipt: Omit<RetirementReceipt, 'retiredAt'> & { retiredAt: string | Date };
}

/** The `mail.receipts` job: the receipts of one batch of retirements. */
export interface ReceiptsJob {
  receipts: QueuedReceipt[];
}

/** Names and addresses by id: the owners receipts go to and the sub-users who bought. */
export type People = Map<string, { name: string; email: string }>;

/** The people with these ids: a batch's owners and buyers in one read. */
export async function peopleOf(tx: Database, ids: string[]): Promise<People> {
  const rows = await tx
    .select({ id: individuals.id, name: individuals.name, email: individuals.email })
    .from(individuals)
    .where(anyOf(individuals.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The name of the sub-user acting, for the owner's receipt; null when the owner bought. */
const boughtByOf = (account: Account, people: People): string | null =>
  account.callerId === account.ownerId ? null : (people.get(account.callerId)?.name ?? null);

/**
 * The receipt of an accepted retirement, to its owner, naming the sub-user who bought; none for
 * an owner gone. A monthly offset is the record's next month, counted before the record is
 * saved; a plan's names the month it paid for. A sample says so. The certificate PDF goes with it, attached when
 * the mail is sent (the FAQ promises the certificate by email).
 */
export function receiptFor(a: Accepted, people: People, balanceAfterCents: number, retiredAt: Date, sample: boolean): QueuedReceipt | undefined {
  const { order, account, record, listing, quantity, serialStart } = a;
  const owner = people.get(account.ownerId);
  if (!owner) return undefined;
  const receipt: RetirementReceipt = {
    checkoutId: a.checkoutId,
    kind: order.kind,
    year: record.year,
    month: order.kind === 'MONTHLY_OFFSET' ? record.monthlyOffsetsDone + 1 : undefined,
    planMonth: order.kind === 'PLAN' ? order.month : undefined,
    quantity,
    unit: creditUnitOf(listing.registry),
    creditsCents: a.amountCents,
    feeCents: a.feeCents,
    balanceAfterCents,
    project: listing.projectName,
    serialRange: formatSerialRange({ prefix: listing.serialPrefix, start: serialStart, end: serialStart + quantity - 1 }),
    retiredAt,
    boughtBy: boughtByOf(account, people),
    sample,
  };
  return { recipient: { individualId: account.ownerId, email: owner.email, name: owner.name }, origin: order.origin, receipt };
}

/**
 * Sends the receipts of a batch of retirements as one `mail.receipts` job, in the batch's
 * transaction: composing and storing two hundred mails took a third of the batch's time, with
 * the listing's row locked (bench/README.md, "hot listing").
 */
export async function sendReceipts(tx: Database, jobs: JobSender, receipts: QueuedReceipt[]): Promise<void> {
  if (receipts.length > 0) await jobs.send(tx, 'mail.receipts', { receipts } satisfies ReceiptsJob);
}

/**
 * Writes a batch's receipts into the outbox, each under its checkout's id, so that the job run
 * again (its process died mid-way) writes none twice; the outbox's own jobs send them.
 */
export const receiptsJob = (app: { db: Database; jobs: JobSender }) => async (job: Job<ReceiptsJob>): Promise<{ written: number }> => {
  const mails = job.data.receipts.map(({ recipient, origin, receipt }) => ({
    ...receiptMail(recipient, retirementReceipt(origin, { ...receipt, retiredAt: new Date(receipt.retiredAt) })),
    id: receipt.checkoutId,
  }));
  const written = await app.db.transaction((tx) => queueMails(tx, app.jobs, mails));
  return { written: written.length };
};
