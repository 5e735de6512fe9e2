import { getGroupPolicyChoices, groupPolicyQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The policies a sub-user can be given, for the selector of the Add and Edit popups: up to 100 in
 * one request (docs/product-rules.md#figures-and-limits), inactive ones included so a sub-user's
 * current policy is always among them.
 */
export const groupPolicyChoicesQueryOptions = () =>
  queryOptions({
    queryKey: groupPolicyQueryKeys.selector,
    queryFn: ({ signal }) => getGroupPolicyChoices({ signal }),
    select: (page) => page.groupPolicies,
  });

export const useGroupPolicyChoices = () => useQuery(groupPolicyChoicesQueryOptions());
