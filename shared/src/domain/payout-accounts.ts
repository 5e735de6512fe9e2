import { maskedAccountLabel, type BankAccountKind } from './bank-accounts';

// Where a withdrawal goes (docs/product-rules.md#money-and-payments): the owner's payout account,
// masked wherever it is shown, and held for a while after a change.

/**
 * Hours after a payout account is set or changed during which no withdrawal is requested to it:
 * the default of the API's `PAYOUT_ACCOUNT_HOLD_HOURS` (docs/configuration.md).
 */
export const payoutHoldHours = 24;

/** When withdrawals open again after a payout account set or changed at `changedAt`, held `hours`. */
export const payoutHoldUntil = (changedAt: Date, hours = payoutHoldHours): Date => new Date(changedAt.getTime() + hours * 3_600_000);

/** A payout account as a withdrawal names it, holder included: "IBAN ending 4300 (Ada Lovelace)". */
export const paidToLabel = (account: { kind: BankAccountKind; last4: string; holderName: string }): string =>
  `${maskedAccountLabel(account.kind, account.last4)} (${account.holderName})`;

/** A moment as the hold's refusal names it, in UTC: "2026-11-30 14:05 UTC". */
export const utcMinute = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Why a withdrawal is refused while the payout account's change is under `hours` old. */
export const payoutHoldMessage = (until: Date, hours = payoutHoldHours): string =>
  `Your payout account changed less than ${hours} hours ago: withdrawals to it open at ${utcMinute(until)}`;

/** Why a withdrawal is refused when the account has no payout account. */
export const noPayoutAccountMessage =
  'Add a payout account first: the wallet page\'s "Payout account" says where your withdrawals are paid';
