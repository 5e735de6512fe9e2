import * as v from 'valibot';
import { ConsolePageSchema, ConsoleSearchSchema, consoleTableQuery } from './console-paging';
import { requiredText } from './text';

// The console's Mail screen (docs/api.md#the-console-api): the outbox, searched and paged by the
// server, one mail read as text, and a resend, always with a reason.

/** The columns the outbox sorts by. */
export const outboxSorts = ['createdAt', 'to', 'subject', 'state', 'attempts'] as const;

/** The outbox's own words for where a mail is: `kept` is stored only, the site having no SMTP_URL. */
export const outboxStates = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;

/**
 * GET /api/console/mail (docs/api.md#console-tables): a numbered page, newest first unless asked,
 * of one state, `q` narrowing it to the addresses that contain it (any case).
 */
export const OutboxQuerySchema = v.object({
  ...consoleTableQuery(outboxSorts, { sort: 'createdAt', order: 'desc' }).entries,
  state: v.optional(v.picklist(outboxStates, `must be one of ${outboxStates.join(', ')}`)),
  q: ConsoleSearchSchema,
});
export type OutboxQueryInput = v.InferInput<typeof OutboxQuerySchema>;
export type OutboxQuery = v.InferOutput<typeof OutboxQuerySchema>;

/**
 * One mail of the outbox list. `state` is the outbox's own word: queued, sending, sent, failed,
 * or kept (stored only, the site having no SMTP_URL); times are ISO strings.
 */
export const OutboxEntrySchema = v.object({
  mailId: v.string(),
  to: v.string(),
  subject: v.string(),
  state: v.string(),
  createdAt: v.string(),
  attempts: v.number(),
});
export type OutboxEntry = v.InferOutput<typeof OutboxEntrySchema>;

/** Reply of GET /api/console/mail. */
export const OutboxPageSchema = v.object({ mails: v.array(OutboxEntrySchema), ...ConsolePageSchema.entries });
export type OutboxPage = v.InferOutput<typeof OutboxPageSchema>;

/** Reply of GET /api/console/mail/:mailId: the headers, the plain text part, and its links. */
export const OutboxMailSchema = v.object({
  ...OutboxEntrySchema.entries,
  from: v.string(),
  messageId: v.string(),
  category: v.string(),
  sentAt: v.nullable(v.string()),
  lastError: v.nullable(v.string()),
  attachments: v.array(v.string()),
  unsubscribeUrl: v.nullable(v.string()),
  text: v.string(),
  links: v.array(v.string()),
});
export type OutboxMail = v.InferOutput<typeof OutboxMailSchema>;

/** The mail a view or a resend is about. */
export const MailParamsSchema = v.object({
  mailId: v.pipe(v.string('must be a mail id'), v.trim(), v.uuid('must be a mail id'), v.toLowerCase()),
});
export type MailParams = v.InferOutput<typeof MailParamsSchema>;

/** The longest reason for a resend, as `mail resend` takes it. */
export const mailResendReasonMax = 500;

/** POST /api/console/mail/:mailId/resend: why, required, kept in the audit. */
export const MailResendSchema = v.object({
  reason: requiredText('Reason is required', { max: mailResendReasonMax }),
});
export type MailResendInput = v.InferInput<typeof MailResendSchema>;
export type MailResend = v.InferOutput<typeof MailResendSchema>;
