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

/**
 * The console's one-time sign-in link (docs/product-rules.md#sign-in-security): asked for on the
 * sign-in page, or sent when the account's failed sign-ins reached its cap.
 */
export const signInLinkMail = (to: string, link: string, minutes: number): MailInput => ({
  category: 'security',
  to,
  subject: 'Your one-time console sign-in link',
  heading: 'Your one-time console sign-in link',
  paragraphs: [
    'Someone asked to sign in to the Carbon Commons console as you, or your account had many failed sign-ins and a link is now the way in.',
    `Open the link and sign in with your password and the current code from your app (or a recovery code). It works once, for ${minutes} minutes.`,
    'If you did not ask for it, ignore this mail and tell an operator: someone may be trying your password.',
  ],
  action: { label: 'Sign in to the console', url: link },
});

/**
 * Told once per window when failed sign-ins reach a member's cap (docs/product-rules.md#sign-in-security),
 * as customers are: a member hears that someone is trying their password.
 */
export const signInAttackMail = (to: string, signInUrl: string): MailInput => ({
  category: 'security',
  to,
  subject: 'Many failed sign-ins on your console account',
  heading: 'Many failed sign-ins on your console account',
  paragraphs: [
    'Someone has tried many wrong passwords on your Carbon Commons console account. For now it signs in only through a one-time link mailed to you, and your password and a code from your app are still asked for.',
    'If it was not you, tell an operator. If your password is one you use elsewhere or could be guessed, ask an operator to disable your account until it is set up again.',
  ],
  action: { label: 'Go to the console sign-in', url: signInUrl },
});
