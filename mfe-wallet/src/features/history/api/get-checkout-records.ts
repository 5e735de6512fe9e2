import { getCheckoutRecords, historyQueryKeys } from '@commons/shared/api';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Carbon-credit checkouts paid from the wallet, ten at a time, as one growing list. */
export const checkoutRecordsQueryOptions = (historyId: string) =>
  cursorListQueryOptions({
    queryKey: historyQueryKeys.checkoutRecords(historyId),
    fetchPage: (page) => getCheckoutRecords(historyId, page),
    rowsOf: (page) => page.records,
    enabled: historyId !== '',
  });

/** The signed-in user's checkouts. */
export function useCheckoutRecords() {
  const historyId = useSession().userInfo?.userHistoryId ?? '';
  return useInfiniteQuery(checkoutRecordsQueryOptions(historyId));
}
