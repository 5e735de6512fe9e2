import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { composeMail } from './compose';
import type { MailInput } from './types';

/**
 * Writes `mail` into the outbox with `db`, which should be the transaction making the change the
 * mail tells of: the mail then exists if and only if that change commits, and the senders send
 * it after the commit (its NOTIFY wakes them). Returns the outbox row's id.
 */
export async function queueMail(db: Database, mail: MailInput): Promise<string> {
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
  return id;
}

/**
 * Erases the mail of an account being deleted (issue 31, "their data"): every row about it or
 * to its address, except mail still to be sent (the notice of the deletion itself, queued in the
 * same transaction after this). Returns how many rows went.
 */
export async function eraseMailOf(db: Database, { individualId, email }: { individualId: string; email: string }): Promise<number> {
  const erased = await db
    .delete(mailOutbox)
    .where(
      and(
        or(eq(mailOutbox.individualId, individualId), eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase())),
        inArray(mailOutbox.state, ['sent', 'failed', 'kept']),
      ),
    )
    .returning({ id: mailOutbox.id });
  return erased.length;
}
