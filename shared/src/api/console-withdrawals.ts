import { consoleApi } from '@commons/shared/contract';
import type { WithdrawalQueueQueryInput, WithdrawalReasonInput } from '@commons/shared/schemas';
import { callConsole } from './client';

/** Query keys of the withdrawal queue: a decision updates every page under `all`. */
export const withdrawalQueueQueryKeys = {
  all: ['console', 'withdrawals'] as const,
  page: (query: WithdrawalQueueQueryInput) => ['console', 'withdrawals', query] as const,
};

/** One numbered page of the withdrawal queue, paged, filtered and sorted by the server (PENDING, oldest first, unless asked). */
export const getWithdrawalQueue = (query: WithdrawalQueueQueryInput, { signal }: { signal?: AbortSignal } = {}) =>
  callConsole(consoleApi.withdrawalQueue, { query }, { signal });

/**
 * Approves (pays out) a PENDING withdrawal request; `consoleCode` is the current code of the
 * staff member's app, which the server asks for (403 without it). Replies with the request as decided.
 */
export const approveWithdrawal = (requestId: string, body: WithdrawalReasonInput, consoleCode: string) =>
  callConsole(consoleApi.approveWithdrawal, { params: { requestId }, body }, { consoleCode });

/** Rejects a PENDING withdrawal request: its amount returns to the balance and the reason is told to the account. */
export const rejectWithdrawal = (requestId: string, body: WithdrawalReasonInput) =>
  callConsole(consoleApi.rejectWithdrawal, { params: { requestId }, body });

/** A request's payout account in full, for the operator paying it out; the server audits each reading. */
export const getWithdrawalAccount = (requestId: string) => callConsole(consoleApi.withdrawalAccount, { params: { requestId }, body: {} });
