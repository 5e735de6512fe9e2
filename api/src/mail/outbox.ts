import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { JobSender } from '../jobs/engine';
import { composeMail } from './compose';
import type { MailInput } from './types';

/**
 * Writes `mail` into the outbox with `db`, which should be the transaction making the change the
 * mail tells of, and sends its `mail.send` job in the same transaction (issue 32): the mail and
 * its job exist if and only if that change commits, and the engine sends it after the commit.
 * Returns the outbox row's id.
 */
export async function queueMail(db: Database, jobs: JobSender, mail: MailInput): Promise<string> {
  const id = randomUUID();
  await db.insert(mailOutbox).values({
    id,
    toAddress: mail.to,
    individualId: mail.individualId ?? null,
    category: mail.category,
    ...composeMail(mail),
    attachments: mail.attachments ?? [],
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
    // Fixed now, so a resend after a crash mid-send carries the same one and can be deduplicated.
    messageId: `<${id}@carbon-commons.mail>`,
  });
  await jobs.send(db, 'mail.send', { mailId: id }, { singletonKey: id });
  return id;
}

