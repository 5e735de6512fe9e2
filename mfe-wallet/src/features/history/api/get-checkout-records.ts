import { getCheckoutRecords, historyQueryKeys } from '@commons/shared/api';
import { useSession } from '@commons/shared/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Carbon-credit checkouts paid from the wallet, ten at a time, as one growing list. */
export const checkoutRecordsQueryOptions = (historyId: string) =>
  infiniteQueryOptions({
    queryKey: historyQueryKeys.checkoutRecords(historyId),
    queryFn: ({ pageParam, signal }) => getCheckoutRecords(historyId, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.records),
    enabled: historyId !== '',
  });

/** The signed-in user's checkouts. */
export function useCheckoutRecords() {
  const historyId = useSession().userInfo?.userHistoryId ?? '';
  return useInfiniteQuery(checkoutRecordsQueryOptions(historyId));
}
