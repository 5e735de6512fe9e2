import { carbonQueryKeys, getOperationalData } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Every operational-data record of the account. The dashboard draws both its chart and its
 * yearly panel from this one list (ARCHITECTURE: the yearly summary comes from it), under the
 * key a purchase or an offset refreshes.
 */
export const operationalDataQueryOptions = () =>
  queryOptions({
    queryKey: carbonQueryKeys.operationalData,
    queryFn: ({ signal }) => getOperationalData({ signal }),
  });

export const useOperationalData = () => useQuery(operationalDataQueryOptions());
