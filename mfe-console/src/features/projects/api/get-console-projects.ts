import { consoleProjectsQueryKeys, getConsoleProjects } from '@commons/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One page of projects with their listings and the tonnes left of each: what is for sale. */
export const consoleProjectsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: consoleProjectsQueryKeys.page(page),
    queryFn: ({ signal }) => getConsoleProjects(page, { signal }),
    // The page shown stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useConsoleProjects = (page: number) => useQuery(consoleProjectsQueryOptions(page));
