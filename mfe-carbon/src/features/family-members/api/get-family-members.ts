import { carbonQueryKeys, getFamilyMembers } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The account's family members: the Wizard's first step lists them, the estimate counts them. */
export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: carbonQueryKeys.familyMembers,
    queryFn: ({ signal }) => getFamilyMembers({ signal }),
  });

export const useFamilyMembers = () => useQuery(familyMembersQueryOptions());
