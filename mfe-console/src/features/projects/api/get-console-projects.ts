import { consoleProjectsQueryKeys, getConsoleProjects } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every project with its listings and the tonnes left of each: what is for sale. */
export const consoleProjectsQueryOptions = () =>
  queryOptions({
    queryKey: consoleProjectsQueryKeys.all,
    queryFn: ({ signal }) => getConsoleProjects({ signal }),
  });

export const useConsoleProjects = () => useQuery(consoleProjectsQueryOptions());
