import { centsToUsd, formatUsd } from './money';

/**
 * A withdrawal request's life (docs/product-rules.md#money-and-payments): it holds its amount while
 * PENDING; an operator either completes it or rejects it, which releases the hold, or the account
 * cancels it first, which releases the hold too.
 */
export const withdrawalStatuses = ['PENDING', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * The statuses each list of withdrawal requests shows, by its URL segment: the Rejected tab
 * lists every request that did not go through, so a cancelled one stays in view (its status
 * says which it was); completed ones are in the Completed tab's history.
 */
export const withdrawalListStatuses = {
  pending: ['PENDING'],
  rejected: ['REJECTED', 'CANCELLED'],
} as const satisfies Record<string, readonly WithdrawalStatus[]>;

/** The smallest withdrawal, in cents, unless it takes the whole available balance. */
export const minimumWithdrawalCents = 100;

/**
 * Why a withdrawal of `amountCents` from `availableCents` is too small, or null when it is not
 * (docs/product-rules.md#money-and-payments): at least $1.00, but the whole balance is always
 * allowed, so leftover cents can leave the wallet and the account can be deleted.
 */
export function withdrawalTooSmall(amountCents: number, availableCents: number): string | null {
  // More than the balance is refused as such, whatever its size.
  if (amountCents >= minimumWithdrawalCents || amountCents >= availableCents) return null;
  const whole = formatUsd(centsToUsd(availableCents));
  return `A withdrawal is at least ${formatUsd(centsToUsd(minimumWithdrawalCents))}, or the whole available balance of ${whole}`;
}

/** The rows of the wallet's Completed tab: completed top-ups and completed withdrawals. */
export const walletRecordTypes = ['TOPUP', 'WITHDRAWAL'] as const;
export type WalletRecordType = (typeof walletRecordTypes)[number];

/** A checkout record of this type has a retirement certificate (docs/product-rules.md#records-and-field-names). */
export const certificateCheckoutType = 'CC';

/**
 * What moves a wallet's balance, one ledger entry each: card top-ups, withdrawals held and
 * released, carbon credit checkouts and their fees. The database refuses any other kind.
 */
export const walletEntryKinds = ['TOPUP', 'WITHDRAWAL', 'WITHDRAWAL_REVERSAL', 'CHECKOUT', 'FEE'] as const;
export type WalletEntryKind = (typeof walletEntryKinds)[number];

/** The entry kinds that add to the balance; every other kind takes from it. */
export const walletCreditKinds = ['TOPUP', 'WITHDRAWAL_REVERSAL'] as const satisfies readonly WalletEntryKind[];

/** A card top-up's checkout session: OPEN until the provider's verified completion event makes it PAID. */
export const paymentSessionStatuses = ['OPEN', 'PAID'] as const;
export type PaymentSessionStatus = (typeof paymentSessionStatuses)[number];
