import { authQueryKeys, getMyProfile } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The signed-in user's profile. Same key as the host's guard, so both read one cached reply
 * and a refetch here refreshes what the guard sees.
 */
export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.myProfile,
    queryFn: ({ signal }) => getMyProfile({ signal }),
  });

/** The profile the profile screens start from. */
export const useMyProfile = () => useQuery(myProfileQueryOptions());
