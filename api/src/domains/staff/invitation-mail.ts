import type { MailInput } from '../mail/types';

/** Why the link is mailed: a new staff member, or one whose second factor an operator reset. */
export type InvitationReason = 'invited' | 'second-factor-reset';

/** The mail carrying an invitation's link to the console (docs/operations.md#staff). */
export const invitationMail = (to: string, name: string, link: string, reason: InvitationReason): MailInput => ({
  category: 'security',
  to,
  subject: reason === 'invited' ? 'Your invitation to the Carbon Commons console' : 'Set up your console sign-in again',
  heading: reason === 'invited' ? `Welcome, ${name}` : 'Set up your console sign-in again',
  paragraphs: [
    reason === 'invited'
      ? 'An operator invited you to the Carbon Commons console. Open the link to choose a password and add the console to your authenticator app.'
      : 'An operator reset your console sign-in: your authenticator app and recovery codes no longer work. Open the link to choose a password and enrol again.',
    'The link works once, for 7 days. If you did not expect this mail, tell an operator.',
  ],
  action: { label: 'Open the invitation', url: link },
});
