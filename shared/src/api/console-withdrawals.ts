import { consoleApi } from '@commons/shared/contract';
import type { WithdrawalQueueFilter, WithdrawalQueueSort, WithdrawalReasonInput } from '@commons/shared/schemas';
import { callConsole } from './client';
import { pageQuery, type PageRequest } from './paging';

/** What the operator's withdrawal queue shows: one status (or ALL), in one order by date requested. */
export interface WithdrawalQueueView {
  status: WithdrawalQueueFilter;
  sort: WithdrawalQueueSort;
}

/** Query keys of the withdrawal queue: a decision updates every list under `all`. */
export const withdrawalQueueQueryKeys = {
  all: ['console', 'withdrawals'] as const,
  list: ({ status, sort }: WithdrawalQueueView) => ['console', 'withdrawals', status, sort] as const,
};

/** One page of the withdrawal queue, paged, filtered and sorted by the server. */
export const getWithdrawalQueue = ({ status, sort }: WithdrawalQueueView, page: PageRequest = {}) =>
  callConsole(consoleApi.withdrawalQueue, { query: { ...pageQuery(page), status, sort } }, { signal: page.signal });

/**
 * Approves (pays out) a PENDING withdrawal request; `consoleCode` is the current code of the
 * staff member's app, which the server asks for (403 without it). Replies with the request as decided.
 */
export const approveWithdrawal = (requestId: string, body: WithdrawalReasonInput, consoleCode: string) =>
  callConsole(consoleApi.approveWithdrawal, { params: { requestId }, body }, { consoleCode });

/** Rejects a PENDING withdrawal request: its amount returns to the balance and the reason is told to the account. */
export const rejectWithdrawal = (requestId: string, body: WithdrawalReasonInput) =>
  callConsole(consoleApi.rejectWithdrawal, { params: { requestId }, body });
