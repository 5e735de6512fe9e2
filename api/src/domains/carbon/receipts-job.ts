import type { Job } from 'pg-boss';
import type { Database } from '../../db/database';
import type { JobSender } from '../../jobs/engine';
import { queueMails } from '../../mail/outbox';
import { retirementReceipt, type RetirementReceipt } from '../notices/messages/receipts';
import { receiptMail } from '../notices/queue-notice';
import type { Recipient } from '../notices/recipients';

/** A checkout's receipt as its batch queues it: what it says and to whom (a date travels as its ISO string). */
export interface QueuedReceipt {
  recipient: Recipient;
  origin: string;
  receipt: Omit<RetirementReceipt, 'retiredAt'> & { retiredAt: string | Date };
}

/** The `mail.receipts` job: the receipts of one batch of checkouts. */
export interface ReceiptsJob {
  receipts: QueuedReceipt[];
}

/**
 * Sends the receipts of a batch of checkouts as one `mail.receipts` job, in the batch's
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
