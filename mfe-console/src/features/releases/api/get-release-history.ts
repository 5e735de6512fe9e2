import { getReleaseHistory, releaseQueryKeys } from '@commons/shared/api';
import type { RemoteName } from '@commons/shared/domain';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The switches of one remote (or all), newest first, ten at a time as one growing list. */
export const releaseHistoryQueryOptions = (remote: RemoteName | null) =>
  cursorListQueryOptions({
    queryKey: releaseQueryKeys.history(remote),
    fetchPage: (page) => getReleaseHistory(remote, page),
    rowsOf: (page) => page.switches,
  });

export const useReleaseHistory = (remote: RemoteName | null) => useInfiniteQuery(releaseHistoryQueryOptions(remote));
