import { consoleStaffQueryKeys, getRecoveryRequests } from '@commons/shared/api';
import type { RecoveryRequestsQuery } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One page of customers' lost-second-factor requests waiting for a decision, oldest first. */
export const recoveryRequestsQueryOptions = (query: RecoveryRequestsQuery) =>
  queryOptions({
    queryKey: [...consoleStaffQueryKeys.recoveryRequests, query] as const,
    queryFn: ({ signal }) => getRecoveryRequests(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRecoveryRequests = (query: RecoveryRequestsQuery) => useQuery(recoveryRequestsQueryOptions(query));
