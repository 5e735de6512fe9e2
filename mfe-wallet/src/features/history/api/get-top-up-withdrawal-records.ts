import { getTopUpWithdrawalRecords, historyQueryKeys } from '@commons/shared/api';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Completed top-ups and withdrawals of one user history, ten at a time, as one growing list. */
export const topUpWithdrawalRecordsQueryOptions = (historyId: string) =>
  cursorListQueryOptions({
    queryKey: historyQueryKeys.topUpWithdrawalRecords(historyId),
    fetchPage: (page) => getTopUpWithdrawalRecords(historyId, page),
    rowsOf: (page) => page.records,
    enabled: historyId !== '',
  });

/** The signed-in user's completed top-ups and withdrawals. */
export function useTopUpWithdrawalRecords() {
  const historyId = useSession().userInfo?.userHistoryId ?? '';
  return useInfiniteQuery(topUpWithdrawalRecordsQueryOptions(historyId));
}
