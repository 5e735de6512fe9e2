import { carbonQueryKeys, getOperationalData } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Every operational-data record of the account: the Dashboard (chart and yearly panel; the
 * yearly summary comes from this list), the Wizard, Assets and Carbon Credits read it.
 */
export const operationalDataQueryOptions = () =>
  queryOptions({
    queryKey: carbonQueryKeys.operationalData,
    queryFn: ({ signal }) => getOperationalData({ signal }),
  });

export const useOperationalData = () => useQuery(operationalDataQueryOptions());
