import { getWithdrawalRequests, walletQueryKeys, type WithdrawalList } from '@commons/shared/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** The pending or rejected withdrawal requests, ten at a time, as one growing list. */
export const withdrawalRequestsQueryOptions = (list: WithdrawalList) =>
  infiniteQueryOptions({
    queryKey: walletQueryKeys.withdrawalRequests(list),
    queryFn: ({ pageParam, signal }) => getWithdrawalRequests(list, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.requests),
  });

export const useWithdrawalRequests = (list: WithdrawalList) => useInfiniteQuery(withdrawalRequestsQueryOptions(list));
