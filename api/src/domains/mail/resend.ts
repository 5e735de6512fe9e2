import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import { messageIdOf } from './outbox';
import { outboxEntry, type OutboxEntry } from './mail-operations';

/** What a resend answers: the new entry, and the one it copies. */
export interface ResentMail extends OutboxEntry {
  resentFrom: string;
  category: string;
}

/**
 * Queues a copy of mail `mailId` as a new outbox entry, with its own id and Message-ID, sent like
 * any mail; the original stays as it was (docs/mail.md#resending). Security mail is refused
 * with a 409: its link (sign-in, reset, invitation, export) is one-time and may be used or
 * expired, so the person asks for a fresh one instead.
 */
export async function resendMail(db: Database, jobs: JobSender, mailId: string): Promise<ResentMail> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (!original) throw notFound('No mail has this id');
    if (original.category === 'security') {
      throw conflict('A security mail is not resent: its link is one-time and may be used or expired. Ask the person to request a new one.');
    }
    const id = randomUUID();
    const [copy] = await tx
      .insert(mailOutbox)
      .values({
        id,
        toAddress: original.toAddress,
        individualId: original.individualId,
        category: original.category,
        subject: original.subject,
        html: original.html,
        text: original.text,
        attachments: original.attachments,
        unsubscribeUrl: original.unsubscribeUrl,
        messageId: messageIdOf(id),
      })
      .returning();
    await jobs.send(tx, 'mail.send', { mailId: id }, { singletonKey: id });
    return { ...outboxEntry(copy!), resentFrom: original.id, category: original.category };
  });
}
