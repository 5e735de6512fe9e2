import { getWithdrawalQueue, withdrawalQueueQueryKeys } from '@commons/shared/api';
import type { WithdrawalQueueQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One numbered page of the withdrawal queue as the server sorts and filters it; the page shown stays while the next one loads. */
export const withdrawalQueueQueryOptions = (query: WithdrawalQueueQueryInput) =>
  queryOptions({
    queryKey: withdrawalQueueQueryKeys.page(query),
    queryFn: ({ signal }) => getWithdrawalQueue(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawalQueue = (query: WithdrawalQueueQueryInput) => useQuery(withdrawalQueueQueryOptions(query));
