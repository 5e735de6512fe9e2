import { history } from '@commons/shared/contract';
import { call } from './client';
import { pageQuery, type PageRequest } from './paging';

/** The history lists of one user history (the session's `userInfo.userHistoryId`). */
export const historyQueryKeys = {
  all: ['user-history'] as const,
  topUpWithdrawalRecords: (historyId: string) => ['user-history', 'topup-withdrawal-records', historyId] as const,
  checkoutRecords: (historyId: string) => ['user-history', 'user-checkout-records', historyId] as const,
};

/** One page of completed top-ups and withdrawals. */
export const getTopUpWithdrawalRecords = (historyId: string, page: PageRequest = {}) =>
  call(history.topUpWithdrawalRecords, { query: { historyId, ...pageQuery(page) } }, { signal: page.signal });

/** One page of carbon-credit checkouts paid from the wallet. */
export const getCheckoutRecords = (historyId: string, page: PageRequest = {}) =>
  call(history.checkoutRecords, { query: { historyId, ...pageQuery(page) } }, { signal: page.signal });
