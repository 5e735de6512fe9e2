import { getTopUpWithdrawalRecords, historyQueryKeys } from '@commons/shared/api';
import { useSession } from '@commons/shared/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Completed top-ups and withdrawals of one user history, ten at a time, as one growing list. */
export const topUpWithdrawalRecordsQueryOptions = (historyId: string) =>
  infiniteQueryOptions({
    queryKey: historyQueryKeys.topUpWithdrawalRecords(historyId),
    queryFn: ({ pageParam, signal }) => getTopUpWithdrawalRecords(historyId, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.records),
    enabled: historyId !== '',
  });

/** The signed-in user's completed top-ups and withdrawals. */
export function useTopUpWithdrawalRecords() {
  const historyId = useSession().userInfo?.userHistoryId ?? '';
  return useInfiniteQuery(topUpWithdrawalRecordsQueryOptions(historyId));
}
