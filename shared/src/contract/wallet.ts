import { PageQuerySchema } from '../schemas/paging';
import { PayoutAccountSchema, SetPayoutAccountSchema } from '../schemas/payout-account';
import {
  CreateTopUpSessionSchema,
  RaiseWithdrawalRequestSchema,
  TopUpParamsSchema,
  TopUpSessionSchema,
  TopUpStatusSchema,
  WalletSchema,
  WithdrawalRequestPageSchema,
  WithdrawalRequestParamsSchema,
  WithdrawalRequestSchema,
} from '../schemas/wallet';
import { defineEndpoint } from './endpoint';
import { walletAccess } from '../domain/access';
import { ownerOnly, topUpReturn } from './rules';

// The wallet: balance, card top-ups and withdrawals. Amounts travel in USD.

/** The signed-in user's available balance in USD (pending withdrawals already held). */
export const myWallet = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/wallet/individual/my-wallet',
  reply: WalletSchema,
  access: walletAccess,
  summary: 'The wallet balance in USD',
});

/**
 * Opens a card checkout session for a top-up; the reply's `url` is the provider's payment page.
 * The wallet is credited later, by the provider's verified completion event, never by this call.
 */
export const createTopUpSession = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/wallet/session-url',
  body: CreateTopUpSessionSchema,
  reply: TopUpSessionSchema,
  access: walletAccess,
  idempotent: true,
  summary: 'Open a card top-up; replies with the checkout page URL',
});

/** A card top-up: OPEN until the provider's completion has credited it, then PAID. */
export const topUpStatus = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/wallet/individual/top-ups/:topUpId',
  params: TopUpParamsSchema,
  reply: TopUpStatusSchema,
  access: topUpReturn,
  summary: "A card top-up and whether its money has reached the wallet: the payment's success page waits for PAID",
});

/** Asks for a withdrawal; the server holds the amount at once and lists the request as pending. */
export const raiseWithdrawalRequest = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/wallet/individual/raise-withdrawal-request',
  body: RaiseWithdrawalRequestSchema,
  reply: WithdrawalRequestSchema,
  status: 201,
  access: walletAccess,
  idempotent: true,
  summary: 'Ask to withdraw from the wallet',
});

/**
 * Cancels a PENDING withdrawal request: its held amount returns to the balance, and the request,
 * now CANCELLED, is listed under Rejected. One already decided is refused with a 409 saying which.
 */
export const cancelWithdrawalRequest = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel',
  params: WithdrawalRequestParamsSchema,
  reply: WithdrawalRequestSchema,
  access: walletAccess,
  idempotent: true,
  summary: 'Cancel a pending withdrawal request; its amount returns to the balance',
});

/** One page of the pending withdrawal requests. */
export const pendingWithdrawalRequests = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/wallet/individual/withdrawal-requests/pending',
  query: PageQuerySchema,
  reply: WithdrawalRequestPageSchema,
  access: walletAccess,
  summary: 'A page of pending withdrawal requests',
});

/** One page of the rejected or cancelled withdrawal requests. */
export const rejectedWithdrawalRequests = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/wallet/individual/withdrawal-requests/rejected',
  query: PageQuerySchema,
  reply: WithdrawalRequestPageSchema,
  access: walletAccess,
  summary: 'A page of rejected withdrawal requests (rejected or cancelled)',
});

/** The owner's payout account, masked, and while a change is under 24 hours old, when withdrawals open. */
export const payoutAccount = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/wallet/individual/payout-account',
  reply: PayoutAccountSchema,
  access: ownerOnly,
  summary: 'Where withdrawals are paid: the payout account, masked',
});

/**
 * Sets or changes the payout account, confirmed by the current password and the second factor
 * when on; the owner is told by mail, and withdrawals wait 24 hours.
 */
export const setPayoutAccount = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/wallet/individual/payout-account',
  body: SetPayoutAccountSchema,
  reply: PayoutAccountSchema,
  access: ownerOnly,
  idempotent: true,
  summary: 'Set or change the payout account (current password, and code when two-factor is on)',
});

/** Removes the payout account; withdrawals are refused until one is added. Pending requests keep theirs. */
export const removePayoutAccount = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/wallet/individual/payout-account',
  reply: PayoutAccountSchema,
  access: ownerOnly,
  summary: 'Remove the payout account',
});
