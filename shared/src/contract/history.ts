import { HistoryPageQuerySchema } from '../schemas/paging';
import { CheckoutRecordPageSchema, TopUpWithdrawalRecordPageSchema } from '../schemas/wallet';
import { defineEndpoint } from './endpoint';
import { walletAccess } from '../domain/access';

// The wallet's history tabs, read with the wallet's own rule.

/** One page of completed top-ups and withdrawals: the wallet's Completed tab. */
export const topUpWithdrawalRecords = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user-history/topup-withdrawal-records',
  query: HistoryPageQuerySchema,
  reply: TopUpWithdrawalRecordPageSchema,
  access: walletAccess,
  summary: 'A page of completed top-ups and withdrawals',
});

/** One page of carbon-credit checkouts paid from the wallet: the wallet's Checkout tab. */
export const checkoutRecords = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user-history/user-checkout-records',
  query: HistoryPageQuerySchema,
  reply: CheckoutRecordPageSchema,
  access: walletAccess,
  summary: 'A page of checkouts',
});
