import { getProviderProjects, providerTransferQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The projects the signed-in provider acts for, each with the account its transfers are paid to. */
export const providerProjectsQueryOptions = () =>
  queryOptions({
    queryKey: providerTransferQueryKeys.projects,
    queryFn: ({ signal }) => getProviderProjects({ signal }),
  });

export const useProviderProjects = () => useQuery(providerProjectsQueryOptions());
