import { getProjects, projectQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every project, asked without a session: the page is public. */
export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectQueryKeys.list,
    queryFn: ({ signal }) => getProjects({ signal }),
  });

export const useProjects = () => useQuery(projectsQueryOptions());
