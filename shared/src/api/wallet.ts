import { wallet } from '@commons/shared/contract';
import type { CreateTopUpSession, RaiseWithdrawalRequest, SetPayoutAccountInput } from '@commons/shared/schemas';
import { call, type Sending } from './client';
import { pageQuery, type PageRequest } from './paging';

/** The lists of withdrawal requests, by the URL segment that names them. */
export const withdrawalLists = ['pending', 'rejected'] as const;
export type WithdrawalList = (typeof withdrawalLists)[number];

const withdrawalListEndpoints = {
  pending: wallet.pendingWithdrawalRequests,
  rejected: wallet.rejectedWithdrawalRequests,
} as const satisfies Record<WithdrawalList, unknown>;

/**
 * Query keys of the wallet, shared so any app whose action moves money (a carbon-credit
 * checkout, a top-up coming back) refreshes exactly the wallet lists it changed.
 */
export const walletQueryKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'my-wallet'] as const,
  topUp: (topUpId: string) => ['wallet', 'top-ups', topUpId] as const,
  withdrawalRequests: (list: WithdrawalList) => ['wallet', 'withdrawal-requests', list] as const,
  payoutAccount: ['wallet', 'payout-account'] as const,
};

/** The signed-in user's available balance in USD (pending withdrawals already held). */
export const getMyWallet = (options?: { signal?: AbortSignal }) => call(wallet.myWallet, {}, options);

/**
 * Opens a card checkout session for a top-up; the reply's `url` is the provider's payment page.
 * The wallet is credited later, by the provider's verified completion event, never by this call.
 */
export const createTopUpSession = (body: CreateTopUpSession, sending?: Sending) =>
  call(wallet.createTopUpSession, { body }, sending);

/** A card top-up of the wallet: OPEN until the provider's completion has credited it, then PAID. */
export const getTopUpStatus = (topUpId: string, options?: { signal?: AbortSignal }) =>
  call(wallet.topUpStatus, { params: { topUpId } }, options);

/** Asks for a withdrawal; the server holds the amount at once and lists the request as pending. */
export const raiseWithdrawalRequest = (body: RaiseWithdrawalRequest, sending?: Sending) =>
  call(wallet.raiseWithdrawalRequest, { body }, sending);

/**
 * Cancels a PENDING withdrawal request of the wallet: the server returns its held amount to the
 * balance (a ledger entry) and replies the request, now CANCELLED, listed under Rejected. A
 * request already approved, rejected or cancelled is refused with a 409 saying which.
 */
export const cancelWithdrawalRequest = (withdrawalRequestId: string, sending?: Sending) =>
  call(wallet.cancelWithdrawalRequest, { params: { withdrawalRequestId } }, sending);

/** One page of the pending or the rejected (rejected or cancelled) withdrawal requests. */
export const getWithdrawalRequests = (list: WithdrawalList, page: PageRequest = {}) =>
  call(withdrawalListEndpoints[list], { query: pageQuery(page) }, { signal: page.signal });

/** The owner's payout account, masked, and when withdrawals open again after a change. */
export const getPayoutAccount = (options?: { signal?: AbortSignal }) => call(wallet.payoutAccount, {}, options);

/** Sets or changes the payout account with the current password (and code when two-factor is on). */
export const setPayoutAccount = (body: SetPayoutAccountInput, sending?: Sending) =>
  call(wallet.setPayoutAccount, { body }, sending);

/** Removes the payout account; withdrawals are refused until one is added. */
export const removePayoutAccount = (sending?: Sending) => call(wallet.removePayoutAccount, {}, sending);
