import { getProject, projectQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * One project's disclosure, pictures and listings, asked without a session. An unknown id is a
 * 4xx reply, which the query client does not retry.
 */
export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectQueryKeys.project(projectId),
    queryFn: ({ signal }) => getProject(projectId, { signal }),
  });

export const useProject = (projectId: string) => useQuery(projectQueryOptions(projectId));
