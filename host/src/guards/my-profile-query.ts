import { authQueryKeys, getMyProfile } from '@commons/shared/api';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in user as the server sees it; the guard's proof that the token still works. */
export const myProfileQuery = () =>
  queryOptions({
    queryKey: authQueryKeys.myProfile,
    queryFn: ({ signal }) => getMyProfile({ signal }),
  });
