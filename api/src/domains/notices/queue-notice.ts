import type { NoticeKind } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../jobs/engine';
import { queueMail } from '../mail/outbox';
import type { MailInput } from '../mail/types';
import type { MailContent } from './messages/content';
import { noticeEnabled } from './preferences';
import type { Recipient } from './recipients';
import { signUnsubscribe } from './unsubscribe-token';

/**
 * The unsubscribe link of a notice: the API's public route, which a mail client POSTs to for
 * RFC 8058's one click and a person's GET sends on to the landing page that says what stopped.
 */
async function unsubscribeUrl(db: Database, origin: string, recipient: Recipient, kind: NoticeKind): Promise<string> {
  const url = new URL('/api/api/mail/unsubscribe', origin);
  url.searchParams.set('token', await signUnsubscribe(db, { individualId: recipient.individualId, kind }));
  return url.toString();
}

/**
 * Queues a notice in the caller's transaction (`db`), so it is written if and only if the
 * change it tells of commits: unless its owner turned the kind off. Returns whether it was queued.
 */
export async function queueNotice(
  db: Database,
  jobs: JobSender,
  kind: NoticeKind,
  recipient: Recipient,
  origin: string,
  content: MailContent,
): Promise<boolean> {
  if (!(await noticeEnabled(db, recipient.individualId, kind))) return false;
  await queueMail(db, jobs, {
    ...content,
    to: recipient.email,
    individualId: recipient.individualId,
    category: kind,
    unsubscribeUrl: await unsubscribeUrl(db, origin, recipient, kind),
  });
  return true;
}

/** A receipt's mail to its recipient: receipts are never suppressed by preferences. */
export const receiptMail = (recipient: Recipient, content: MailContent): MailInput => ({
  ...content,
  to: recipient.email,
  individualId: recipient.individualId,
  category: 'receipt',
});

/** Queues a receipt in the caller's transaction. */
export async function queueReceipt(db: Database, jobs: JobSender, recipient: Recipient, content: MailContent): Promise<void> {
  await queueMail(db, jobs, receiptMail(recipient, content));
}
