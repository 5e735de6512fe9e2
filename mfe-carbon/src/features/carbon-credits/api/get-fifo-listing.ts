import { carbonQueryKeys, getFifoListing } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The listing a purchase of `quantity` tonnes would draw from (docs/product-rules.md#calls): asked
 * only when there is a quantity, and never retried, since "none can supply it" is an answer
 * the popup closes on rather than a glitch to wait out.
 */
export const fifoListingQueryOptions = (quantity: number | null) =>
  queryOptions({
    queryKey: carbonQueryKeys.fifoListing(quantity ?? 0),
    queryFn: ({ signal }) => getFifoListing({ requiredQuantity: quantity ?? 0 }, { signal }),
    enabled: quantity !== null && quantity > 0,
    retry: false,
  });

export const useFifoListing = (quantity: number | null) => useQuery(fifoListingQueryOptions(quantity));
