import { utcMinute } from '@commons/shared/domain';
import type { MailInput } from '../mail/types';

export interface PayoutAccountChange {
  /** The account before, masked, or null when there was none. */
  before: string | null;
  /** The account now, masked. */
  after: string;
  changedAt: Date;
  holdUntil: Date;
}

/**
 * The notice after the payout account was set or changed (docs/mail.md): security mail, never
 * turned off by the preferences, so an owner hears of a change they did not make.
 */
export const payoutAccountChangedMail = (to: string, individualId: string, origin: string, change: PayoutAccountChange): MailInput => ({
  category: 'security',
  to,
  individualId,
  subject: 'Your payout account changed',
  heading: 'Your payout account changed',
  paragraphs: [
    `Withdrawals from your Carbon Commons wallet are now paid to ${change.after}. New withdrawal requests wait until ${utcMinute(change.holdUntil)}; requests made before keep their account.`,
    'If this was not you, reset your password at once with "Forgot password?" on the login page, then set your own payout account again and contact us: no withdrawal can be asked for before that time.',
  ],
  details: [
    ['Before', change.before ?? 'No payout account'],
    ['Now', change.after],
    ['Changed', utcMinute(change.changedAt)],
  ],
  action: { label: 'Open your wallet', url: `${origin}/wallet` },
});
