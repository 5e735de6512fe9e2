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
