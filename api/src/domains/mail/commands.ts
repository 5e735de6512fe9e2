import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { createMailOperations, listLimit, type OutboxEntry, type OutboxMail } from './mail-operations';
import { MailOperatorSchemas } from './operator-schemas';
import { resendMail } from './resend';

/** One aligned line per mail: id, to, subject, time, state. */
export const formatMails = (mails: OutboxEntry[]): string[] =>
  table(
    mails.map((m) => [m.mailId, m.to, m.subject, when(m.createdAt), m.state]),
    'no mail',
  );

/** The headers, the plain text part, then every link on a line of its own, to copy into a browser. */
export function formatMail(mail: OutboxMail): string[] {
  const state = [`${mail.state}, ${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`];
  if (mail.sentAt) state.push(`sent ${when(mail.sentAt)}`);
  if (mail.lastError) state.push(`last error: ${mail.lastError}`);
  return [
    `Message-ID: ${mail.messageId}`,
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${when(mail.createdAt)}`,
    `Category: ${mail.category}`,
    `State: ${state.join('; ')}`,
    ...(mail.attachments.length ? [`Attachments: ${mail.attachments.join(', ')}`] : []),
    ...(mail.unsubscribeUrl ? [`List-Unsubscribe: <${mail.unsubscribeUrl}>`] : []),
    '',
    ...mail.text.trimEnd().split('\n'),
    '',
    mail.links.length ? 'Links:' : 'Links: none',
    ...mail.links,
  ];
}

const list = opsCommand({
  group: 'mail',
  action: 'list',
  help: `the outbox, newest first (the last ${listLimit}), or the mail to one address`,
  body: MailOperatorSchemas.list,
  arguments: [{ field: 'email', label: 'email', placeholder: '<email>', optional: true }],
  audit: 'read-only',
  run: (deps, { email }) => createMailOperations(deps).list(email),
  print: ({ mails }) => formatMails(mails),
});

const show = opsCommand({
  group: 'mail',
  action: 'show',
  help: 'one mail: its headers, plain text and every link',
  body: MailOperatorSchemas.show,
  arguments: [{ field: 'mailId', label: 'mail id', placeholder: '<id>' }],
  audit: 'read-only',
  run: (deps, { mailId }) => createMailOperations(deps).show(mailId),
  print: formatMail,
});

const resend = opsCommand({
  group: 'mail',
  action: 'resend',
  help: 'queue a copy of one mail as a new outbox entry (the original stays); security mail, whose link is one-time, is refused',
  body: MailOperatorSchemas.resend,
  arguments: [{ field: 'mailId', label: 'mail id', placeholder: '<id>' }],
  options: [{ name: 'reason', placeholder: 'TEXT', required: true, verbatim: true }],
  run: (deps, { mailId }) => resendMail(deps.db, deps.jobs, mailId),
  print: (copy) => [`queued ${copy.mailId} to ${copy.to}, a copy of ${copy.resentFrom}`],
  audit: ({ reason }, copy) => ({
    target: copy.resentFrom,
    reason,
    before: null,
    after: { mailId: copy.mailId, to: copy.to, subject: copy.subject, category: copy.category },
  }),
});

/** The mail outbox (docs/mail.md): without SMTP_URL the only way to read what the site sent. */
export const mailCommands: OpsCommandGroup = {
  commands: [list, show, resend],
  notes: 'Without SMTP_URL every mail stays in the outbox as kept: `mail show` prints its links to follow.',
};
