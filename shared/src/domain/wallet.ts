/**
 * A withdrawal request's life (PRODUCT_SPEC section 4): it holds its amount while PENDING; an
 * operator either completes it or rejects it, which releases the hold.
 */
export const withdrawalStatuses = ['PENDING', 'COMPLETED', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The rows of the wallet's Completed tab: completed top-ups and completed withdrawals. */
export const walletRecordTypes = ['TOPUP', 'WITHDRAWAL'] as const;
export type WalletRecordType = (typeof walletRecordTypes)[number];

/** A checkout record of this type has a retirement certificate (section 3). */
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
