import { getWithdrawalRequests, walletQueryKeys, type WithdrawalList } from '@commons/shared/api';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The pending or rejected withdrawal requests, ten at a time, as one growing list. */
export const withdrawalRequestsQueryOptions = (list: WithdrawalList) =>
  cursorListQueryOptions({
    queryKey: walletQueryKeys.withdrawalRequests(list),
    fetchPage: (page) => getWithdrawalRequests(list, page),
    rowsOf: (page) => page.requests,
  });

export const useWithdrawalRequests = (list: WithdrawalList) => useInfiniteQuery(withdrawalRequestsQueryOptions(list));
