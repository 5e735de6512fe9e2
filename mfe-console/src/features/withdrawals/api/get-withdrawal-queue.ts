import { getWithdrawalQueue, withdrawalQueueQueryKeys, type WithdrawalQueueView } from '@commons/shared/api';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The withdrawal queue of one status and order, ten at a time, as one growing list. */
export const withdrawalQueueQueryOptions = (view: WithdrawalQueueView) =>
  cursorListQueryOptions({
    queryKey: withdrawalQueueQueryKeys.list(view),
    fetchPage: (page) => getWithdrawalQueue(view, page),
    rowsOf: (page) => page.withdrawals,
  });

export const useWithdrawalQueue = (view: WithdrawalQueueView) => useInfiniteQuery(withdrawalQueueQueryOptions(view));
