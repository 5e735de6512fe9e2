import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachment, MailState } from '../../domains/mail/types';
import { individuals } from './individuals';

/**
 * Every mail the site writes (docs/mail.md), inserted in the transaction of what caused it and sent
 * after that commits by the sender (api/src/domains/mail/sender.ts). A row is claimed with a lease, so
 * one instance hands it to the SMTP server and a crashed one's claim runs out; without SMTP_URL
 * rows are `kept`, for `pnpm ops mail list/show`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** The account it concerns; null once that account is deleted, the mail staying as history. */
    individualId: uuid('individual_id').references(() => individuals.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** What is attached, resolved into files when sent (a certificate is built then). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The `List-Unsubscribe` address of a notice, null for mail that cannot be turned off. */
    unsubscribeUrl: text('unsubscribe_url'),
    state: text('state').$type<MailState>().notNull().default('queued'),
    /** Claims so far, a crashed one included. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim runs out and another sender may take the row. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Fixed when queued, so a receiver can tell a resend after a crash from a new mail. */
    messageId: text('message_id').notNull().unique(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('queued', 'sending')`),
    index('mail_outbox_to_address_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_individual_id_idx').on(t.individualId),
    check('mail_outbox_state_valid', sql`${t.state} in ('queued', 'sending', 'sent', 'failed', 'kept')`),
    check('mail_outbox_lease_while_sending', sql`(${t.state} = 'sending') = (${t.leaseUntil} is not null)`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
