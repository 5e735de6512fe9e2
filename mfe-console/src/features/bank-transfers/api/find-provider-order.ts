import { findProviderOrder, providerTransferQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Where a looked-up order is kept: under the orders, so a mark refreshes it with the table. */
export const foundOrderQueryKey = (reference: string) => [...providerTransferQueryKeys.orders, 'by-reference', reference] as const;

/**
 * The order a received reference names, once one is asked for. A refusal (mistyped, no such
 * order) is the answer to show, not a blip to retry.
 */
export const foundOrderQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: foundOrderQueryKey(reference),
    queryFn: ({ signal }) => findProviderOrder(reference, { signal }),
    enabled: reference !== '',
    retry: false,
  });

export const useFoundOrder = (reference: string) => useQuery(foundOrderQueryOptions(reference));
