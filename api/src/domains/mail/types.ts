import { outboxStates } from '@commons/shared/schemas';
import type { MailCategory } from '@commons/shared/domain';

export type { MailCategory, NoticeKind } from '@commons/shared/domain';

/**
 * A file attached when the mail is sent, not when it is queued: a certificate's PDF is built
 * then from the retirement. `siteOrigin` is where its verification link points (the origin the
 * request came to); unset, `PUBLIC_URL` or the server's own address.
 */
export type MailAttachment = { kind: 'certificate'; retirementId: string; siteOrigin?: string };

/** One mail as a service writes it; `queueMail` renders it into its HTML and plain text parts. */
export interface MailInput {
  /** The address. */
  to: string;
  /** The account it concerns (preferences, export, anonymising). */
  individualId?: string | null;
  category: MailCategory;
  subject: string;
  /** The big title of the HTML part. */
  heading: string;
  /** Plain text paragraphs; the renderer escapes them. */
  paragraphs: string[];
  /** The button (HTML) or `Label: url` line (text): an absolute URL. */
  action?: { label: string; url: string };
  /** A small table of facts (amount, fee, ...). */
  details?: Array<[label: string, value: string]>;
  attachments?: MailAttachment[];
  /**
   * A notice's one-click way to stop its kind: shown at the foot of the mail and sent as the
   * `List-Unsubscribe` header. Absolute URL.
   */
  unsubscribeUrl?: string;
}

/** A mail's parts as stored and sent. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * `queued` waits to be sent (or retried at `next_attempt_at`); `sending` is claimed under a
 * lease; `sent` was accepted by the SMTP server; `failed` gave up after the last attempt;
 * `kept` is stored only, the site having no SMTP_URL.
 */
export const mailStates = outboxStates;
export type MailState = (typeof mailStates)[number];
