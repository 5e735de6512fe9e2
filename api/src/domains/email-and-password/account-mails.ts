import type { MailInput } from '../mail/types';
import { removedAnything, type RemovedSetup } from './unverified-setup';

/** The site's pages that open a mailed link, with the token in the query. */
const link = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

/** Every mail here is security mail: never turned off by the preferences. */
const security = { category: 'security' } as const;

/** Sent at signup and on Resend: the link that proves the address. */
export const verificationMail = (to: string, individualId: string, origin: string, token: string): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'Confirm your email address',
  heading: 'Confirm your email address',
  paragraphs: [
    'Please confirm that this address is yours by following the link below. The link works once and for 7 days.',
    'Until your address is confirmed, the account cannot top up or withdraw, add sub-users or group policies, turn on two-factor sign-in or show a public page.',
    "If you did not create a Carbon Commons account, ignore this email.",
  ],
  action: { label: 'Confirm my address', url: link(origin, '/verify-email', token) },
});

/** The forgot-password link. */
export const resetMail = (to: string, individualId: string, origin: string, token: string): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'Reset your password',
  heading: 'Reset your password',
  paragraphs: [
    'Someone (hopefully you) asked to reset the password of the Carbon Commons account with this address.',
    'The link below works once and for 30 minutes. Setting a new password signs the account out everywhere.',
    'If you did not ask for it, ignore this email: your password stays as it is.',
  ],
  action: { label: 'Choose a new password', url: link(origin, '/reset-password', token) },
});

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the first proof of the address removed, in words; empty when it removed nothing. */
export function removedSetupParagraphs(removed: RemovedSetup): string[] {
  if (!removedAnything(removed)) return [];
  const what = [
    removed.subUsers > 0 && `${counted(removed.subUsers, 'sub-user', 'sub-users')} (their logins and sessions)`,
    removed.groupPolicies > 0 && counted(removed.groupPolicies, 'group policy', 'group policies'),
    removed.twoFactor && 'two-factor sign-in (it is now off)',
    removed.knownBrowsers > 0 && counted(removed.knownBrowsers, 'remembered browser', 'remembered browsers'),
    removed.publicPage && 'the public impact page (its address is free again)',
  ].filter((item): item is string => Boolean(item));
  return [
    `This address had not been confirmed before, so what was set up on the account until now was removed: ${what.join(', ')}.`,
    'If you set these up yourself, set them up again now that the address is confirmed. If you did not, someone else signed up with your address: they can no longer use any of it.',
  ];
}

/**
 * The notice after a password was set, by a reset link or on the Security page; a reset that first
 * proved the address also lists what it removed.
 */
export const passwordChangedMail = (
  to: string,
  individualId: string,
  origin: string,
  how: 'reset' | 'changed',
  removed?: RemovedSetup,
): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'Your password was changed',
  heading: 'Your password was changed',
  paragraphs: [
    how === 'reset'
      ? 'The password of your Carbon Commons account was reset with a link sent to this address, and every session was signed out.'
      : 'The password of your Carbon Commons account was changed on its Security page, and every other session was signed out.',
    ...(removed ? removedSetupParagraphs(removed) : []),
    'If this was not you, reset your password at once with "Forgot password?" on the login page, and contact us.',
  ],
  action: { label: 'Reset my password', url: `${origin}/forgot-password` },
});

/** Sent when following the verification link first proved the address and removed what was set up before. */
export const setupRemovedMail = (to: string, individualId: string, origin: string, removed: RemovedSetup): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'Your address is confirmed: earlier settings were removed',
  heading: 'Your address is confirmed',
  paragraphs: [
    ...removedSetupParagraphs(removed),
    'If someone else may know your password, change it on the Security page, or with "Forgot password?" on the login page.',
  ],
  action: { label: 'Reset my password', url: `${origin}/forgot-password` },
});

/** Sent to the NEW address: the change of address happens only when this link is followed. */
export const confirmNewEmailMail = (to: string, individualId: string, origin: string, token: string): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'Confirm your new email address',
  heading: 'Confirm your new email address',
  paragraphs: [
    'Your Carbon Commons account asked to use this address from now on. Follow the link below to confirm it; the link works once and for 24 hours.',
    'Until then you keep signing in with your current address.',
    'If you did not ask for this, ignore this email.',
  ],
  action: { label: 'Use this address', url: link(origin, '/verify-email', token) },
});

/** Sent to the OLD address as the change is asked for, so its owner can stop a stranger. */
export const emailChangeNoticeMail = (to: string, individualId: string, origin: string, newEmail: string): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'A change of your email address was asked for',
  heading: 'A change of your email address was asked for',
  paragraphs: [
    `Someone signed in to your Carbon Commons account asked to change its email address to ${newEmail}. It changes once the link sent there is followed.`,
    'If this was not you, change your password now (Security page, or "Forgot password?" on the login page): that cancels the change and signs out every other session.',
  ],
  action: { label: 'Reset my password', url: `${origin}/forgot-password` },
});

/**
 * Sent to an address asked for as a new login that another account already uses: the change
 * cannot happen, and only the address's owner learns why.
 */
export const addressInUseMail = (to: string, individualId: string, origin: string): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'This address already has an account',
  heading: 'This address already has an account',
  paragraphs: [
    'A Carbon Commons account asked to use this address as its login, but another account already signs in with it, so nothing changes.',
    'If you asked for this, choose another address, or sign in to the account that uses this one. If you did not, ignore this email.',
  ],
  action: { label: 'Sign in', url: `${origin}/login` },
});

/** The link that signs a new browser in while the account refuses unknown browsers' passwords. */
export const signInLinkMail = (to: string, individualId: string, origin: string, token: string): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'Your one-time sign-in link',
  heading: 'Your one-time sign-in link',
  paragraphs: [
    'Your Carbon Commons account had many failed sign-ins, so a new browser signs in only through a link like this one. Your password was right.',
    'The link below works once and for 10 minutes, and signs in the browser that opens it. If your account has two-factor sign-in, the code is still asked for.',
    'If you did not just sign in, change your password at once: someone knows it.',
  ],
  action: { label: 'Sign me in', url: link(origin, '/sign-in-link', token) },
});

/** Told once per window when strangers' failed sign-ins reach the account's cap. */
export const signInAttackMail = (to: string, individualId: string, origin: string): MailInput => ({
  ...security,
  to,
  individualId,
  subject: 'Many failed sign-ins on your account',
  heading: 'Many failed sign-ins on your account',
  paragraphs: [
    'Someone has tried many wrong passwords on your Carbon Commons account. Browsers you signed in with before still get in as usual; a new browser gets a one-time sign-in link by mail once its password is right.',
    'If your password is one you use elsewhere or could be guessed, change it with "Forgot password?" on the login page, and consider turning on two-factor sign-in on the Security page.',
  ],
  action: { label: 'Reset my password', url: `${origin}/forgot-password` },
});
