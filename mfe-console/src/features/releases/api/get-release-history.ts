import { getReleaseHistory, releaseQueryKeys } from '@commons/shared/api';
import type { SwitchHistoryQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One numbered page of the remotes' switches as the server sorts and filters them (newest first unless asked). */
export const releaseHistoryQueryOptions = (query: SwitchHistoryQueryInput) =>
  queryOptions({
    queryKey: releaseQueryKeys.history(query),
    queryFn: ({ signal }) => getReleaseHistory(query, { signal }),
    // The page shown stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useReleaseHistory = (query: SwitchHistoryQueryInput) => useQuery(releaseHistoryQueryOptions(query));
