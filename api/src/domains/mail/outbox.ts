import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { insertJsonRows } from '../../db/raw';
import { mailOutbox } from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import { composeMail } from './compose';
import type { MailInput } from './types';

/**
 * Writes `mail` into the outbox with `db`, which should be the transaction making the change the
 * mail tells of, and sends its `mail.send` job in the same transaction: the mail and
 * its job exist if and only if that change commits, and the engine sends it after the commit.
 * Returns the outbox row's id.
 */
export async function queueMail(db: Database, jobs: JobSender, mail: MailInput): Promise<string> {
  const [id] = await queueMails(db, jobs, [mail]);
  return id!;
}

/** The Message-ID of outbox row `id`: fixed when queued, so a resend after a crash mid-send carries the same one. */
export const messageIdOf = (id: string) => `<${id}@carbon-commons.mail>`;

/** A mail to queue; with an `id`, one that is queued at most once (a job writing it may run again). */
export type QueuedMail = MailInput & { id?: string };

/**
 * `queueMail` for many mails, in two statements whatever their number: a batch of checkouts'
 * receipts. A mail whose `id` is in the outbox already is skipped. Returns the ids written.
 */
export async function queueMails(db: Database, jobs: JobSender, mails: QueuedMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => {
    const id = mail.id ?? randomUUID();
    return {
      id,
      toAddress: mail.to,
      individualId: mail.individualId ?? null,
      category: mail.category,
      ...composeMail(mail),
      attachments: mail.attachments ?? [],
      unsubscribeUrl: mail.unsubscribeUrl ?? null,
      messageId: messageIdOf(id),
    };
  });
  const written = await insertJsonRows<typeof mailOutbox, { id: string }>(db, mailOutbox, rows, sql`on conflict (id) do nothing returning id`);
  await jobs.sendMany(
    db,
    'mail.send',
    written.map(({ id }) => ({ data: { mailId: id }, options: { singletonKey: id } })),
  );
  return written.map(({ id }) => id);
}
