import { getMySubUsers, subUserQueryKeys } from '@commons/shared/api';
import { pageLimits } from '@commons/shared/domain';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useInfiniteQuery } from '@tanstack/react-query';

/**
 * The account's members for the IAM Policy table, ten at a time as one growing list, newest
 * first with the owner last (a limit of 10 and a cursor, docs/product-rules.md#calls).
 */
export const subUsersQueryOptions = () =>
  cursorListQueryOptions({
    queryKey: subUserQueryKeys.list,
    fetchPage: (page) => getMySubUsers({ ...page, limit: pageLimits.default }),
    rowsOf: (page) => page.subUsers,
  });

export const useSubUsers = () => useInfiniteQuery(subUsersQueryOptions());
