import { MailParamsSchema, MailResendSchema, OutboxEntrySchema, OutboxMailSchema, OutboxPageSchema, OutboxQuerySchema } from '../schemas/console-mail';
import type { StaffRole } from '../schemas/console';
import { defineConsoleEndpoint } from './console-endpoint';

// The operator's Mail screen (docs/api.md#the-console-api): the outbox `pnpm ops mail list|show`
// read, and a resend that runs `mail resend` as the staff member, who is the audit event's actor.

/** Who reads and resends the site's mail: operators only (typed wide, as every console rule's roles are read). */
const operators: readonly StaffRole[] = ['operator'];

/** A page of the outbox, newest first, optionally to the addresses containing `to`. */
export const outboxPage = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/mail',
  query: OutboxQuerySchema,
  reply: OutboxPageSchema,
  access: { roles: operators },
  summary: 'A page of the mail outbox, newest first, searched by address',
});

/** One mail: its headers, plain text part and links. */
export const outboxMail = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/mail/:mailId',
  params: MailParamsSchema,
  reply: OutboxMailSchema,
  access: { roles: operators },
  summary: 'One mail of the outbox: headers, plain text and links',
});

/**
 * Queues a copy of a mail as a new outbox entry (the original stays as it was), with a reason.
 * A security mail (sign-in link, reset, invitation) is refused with a 409: its link is one-time.
 */
export const resendMail = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/mail/:mailId/resend',
  params: MailParamsSchema,
  body: MailResendSchema,
  reply: OutboxEntrySchema,
  access: { roles: operators },
  summary: 'Resend a mail as a new outbox entry, with a reason; security mail (one-time links) is refused',
});
