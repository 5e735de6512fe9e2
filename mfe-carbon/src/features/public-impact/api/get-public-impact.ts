import { getPublicImpact, publicPageQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * An account's public impact page, asked without a session. A 404 (no such handle,
 * or turned off) is not retried, by the query client's defaults.
 */
export const publicImpactQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: publicPageQueryKeys.impact(handle),
    queryFn: ({ signal }) => getPublicImpact(handle, { signal }),
  });

export const usePublicImpact = (handle: string) => useQuery(publicImpactQueryOptions(handle));
