import { getProviderOrders, providerTransferQueryKeys, type ProviderOrdersView } from '@commons/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One numbered page of the provider's orders; the page shown stays while the next one loads. */
export const providerOrdersQueryOptions = (view: ProviderOrdersView, page: number) =>
  queryOptions({
    queryKey: providerTransferQueryKeys.list(view, page),
    queryFn: ({ signal }) => getProviderOrders(view, page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useProviderOrders = (view: ProviderOrdersView, page: number) => useQuery(providerOrdersQueryOptions(view, page));
