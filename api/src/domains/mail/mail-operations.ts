import { desc, eq, sql } from 'drizzle-orm';
import { notFound } from '@commons/server-kernel/errors';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import type { MailState } from './types';
import type { CommandDeps } from '../../operator/ops-command';

/** One line of `mail list`. */
export interface OutboxEntry {
  mailId: string;
  to: string;
  subject: string;
  state: MailState;
  createdAt: string;
  /** Claims so far, a crashed one included. */
  attempts: number;
}

/** `mail show`: the headers as sent, the plain text part and every link a person may follow. */
export interface OutboxMail extends OutboxEntry {
  from: string;
  messageId: string;
  category: string;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  /** The file names attached when it is sent. */
  attachments: string[];
  unsubscribeUrl: string | null;
  text: string;
  links: string[];
}

/** A row as `mail list` and the console's outbox show it. */
export const outboxEntry = (row: MailOutboxRow): OutboxEntry => ({
  mailId: row.id,
  to: row.toAddress,
  subject: row.subject,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
  attempts: row.attempts,
});

/** The newest mails `mail list` prints; older ones are seen by address. */
export const listLimit = 100;

const linksOf = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];

/** What operators (and a person running the site without SMTP_URL) read of the mail outbox. */
export function createMailOperations({ db, config }: Pick<CommandDeps, 'db' | 'config'>) {
  return {
    /** The newest mails first, all or to one address (any case). */
    async list(email?: string): Promise<{ mails: OutboxEntry[] }> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(email ? eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(listLimit);
      return { mails: rows.map(outboxEntry) };
    },

    async show(mailId: string): Promise<OutboxMail> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
      if (!row) throw notFound('No mail has this id');
      return {
        ...outboxEntry(row),
        from: config.mailFrom,
        messageId: row.messageId,
        category: row.category,
        sentAt: row.sentAt?.toISOString() ?? null,
        lastError: row.lastError,
        attachments: row.attachments.map((a) => `certificate-${a.retirementId}.pdf`),
        unsubscribeUrl: row.unsubscribeUrl,
        text: row.text,
        links: linksOf([row.text, row.unsubscribeUrl ?? ''].join('\n')),
      };
    },
  };
}
