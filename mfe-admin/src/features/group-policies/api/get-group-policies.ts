import { getGroupPolicies, groupPolicyQueryKeys } from '@commons/shared/api';
import { pageLimits } from '@commons/shared/domain';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The account's group policies for the Group Policy table, ten at a time as one growing list, newest first. */
export const groupPoliciesQueryOptions = () =>
  cursorListQueryOptions({
    queryKey: groupPolicyQueryKeys.table,
    fetchPage: (page) => getGroupPolicies({ ...page, limit: pageLimits.default }),
    rowsOf: (page) => page.groupPolicies,
  });

export const useGroupPolicies = () => useInfiniteQuery(groupPoliciesQueryOptions());
