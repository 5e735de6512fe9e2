import { consoleProjectsQueryKeys, getConsoleProjects } from '@commons/shared/api';
import type { ConsoleProjectsQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One page of projects with their listings and the tonnes left of each: what is for sale. */
export const consoleProjectsQueryOptions = (query: ConsoleProjectsQueryInput) =>
  queryOptions({
    queryKey: consoleProjectsQueryKeys.page(query),
    queryFn: ({ signal }) => getConsoleProjects(query, { signal }),
    // The page shown stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useConsoleProjects = (query: ConsoleProjectsQueryInput) => useQuery(consoleProjectsQueryOptions(query));
