import type { MailInput } from '../mail/types';

/**
 * The notice after two-factor sign-in was turned on or off: security mail, never
 * turned off by the preferences, so an owner hears of a change they did not make.
 */
export const twoFactorChangedMail = (to: string, individualId: string, origin: string, enabled: boolean): MailInput => ({
  category: 'security',
  to,
  individualId,
  subject: enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off',
  heading: enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off',
  paragraphs: enabled
    ? [
        'Signing in to your Carbon Commons account now asks for a code from your authenticator app after your password.',
        'Keep your recovery codes somewhere safe: each signs you in once if you lose your phone.',
        'If this was not you, reset your password at once with "Forgot password?" on the login page, and contact us.',
      ]
    : [
        'Signing in to your Carbon Commons account no longer asks for a code from your authenticator app.',
        'If this was not you, reset your password at once with "Forgot password?" on the login page, turn two-factor sign-in on again on the Security page, and contact us.',
      ],
  action: { label: 'Open the Security page', url: `${origin}/security` },
});
