import { getPlans, planQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The account's monthly plans, newest first: Carbon Credits' rows and the dashboard read them. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: planQueryKeys.all,
    queryFn: ({ signal }) => getPlans({ signal }),
  });

/** The plans; `enabled: false` where a screen shares a component but not the plans (the wizard's step 3). */
export const usePlans = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...plansQueryOptions(), enabled });
