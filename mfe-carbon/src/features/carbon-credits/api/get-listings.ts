import { carbonQueryKeys, getListings } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Every listing that can supply the year's `quantity`, FIFO first: the projects the
 * Purchasing Credits popup offers beside the FIFO listing. Asked once per quantity; a larger
 * quantity the buyer types is matched against each listing's `available` in the browser.
 */
export const listingsQueryOptions = (quantity: number | null) =>
  queryOptions({
    queryKey: carbonQueryKeys.listingsFor(quantity ?? 0),
    queryFn: ({ signal }) => getListings({ requiredQuantity: quantity ?? 0 }, { signal }),
    enabled: quantity !== null && quantity > 0,
  });

export const useListings = (quantity: number | null) => useQuery(listingsQueryOptions(quantity));
