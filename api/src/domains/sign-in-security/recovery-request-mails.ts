import type { MailInput } from '../mail/types';

/** `2026-01-31 14:05 UTC`: when, in the mails' words. */
const at = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The owner hears of a recovery request as soon as it is filed, so one filed by someone holding
 * the password alone is seen and can be stopped (docs/product-rules.md#losing-the-second-factor).
 */
export const recoveryFiledMail = (to: string, individualId: string, origin: string, expiresAt: Date): MailInput => ({
  category: 'security',
  to,
  individualId,
  subject: 'A request to turn off your two-factor sign-in',
  heading: 'Someone asked us to turn off your two-factor sign-in',
  paragraphs: [
    'A request to turn off two-factor sign-in on your Carbon Commons account was made with your password, as if the authenticator app were lost.',
    `Our staff will check with you who asked before deciding; unless decided, the request lapses at ${at(expiresAt)}.`,
    'If this was not you, your password is known to someone else: change it at once on the Security page (or with "Forgot password?" on the login page), and contact us so we refuse the request.',
  ],
  action: { label: 'Open the Security page', url: `${origin}/security` },
});

/** The request was approved: two-factor is off and every browser was signed out. */
export const recoveryApprovedMail = (to: string, individualId: string, origin: string): MailInput => ({
  category: 'security',
  to,
  individualId,
  subject: 'Two-factor sign-in was turned off at your request',
  heading: 'Two-factor sign-in was turned off',
  paragraphs: [
    'We checked who asked and turned off two-factor sign-in on your Carbon Commons account, as requested. Every browser signed in to it was signed out.',
    'Sign in with your password, then turn two-factor sign-in on again on the Security page with your new phone.',
    'If you did not ask for this, reset your password at once with "Forgot password?" on the login page, and contact us.',
  ],
  action: { label: 'Sign in', url: `${origin}/login` },
});

/** The request was refused, with the operator's reason. */
export const recoveryRefusedMail = (to: string, individualId: string, origin: string, reason: string): MailInput => ({
  category: 'security',
  to,
  individualId,
  subject: 'Your request to turn off two-factor sign-in was refused',
  heading: 'Two-factor sign-in stays on',
  paragraphs: [
    'We refused the request to turn off two-factor sign-in on your Carbon Commons account.',
    `Our reason: ${reason}`,
    'You can still sign in with a recovery code, or file a new request from the login page.',
  ],
  action: { label: 'Open the login page', url: `${origin}/login` },
});
