import { authQueryKeys } from '@commons/shared/api';
import type { Profile } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Stores the profile a save replied with. A save may move the account status (back to
 * REVIEWING, or APPROVED once complete), and the host's guards read it from the my-profile
 * query and the session, so both take the reply at once; the query is then refetched
 * (PRODUCT_SPEC section 7) without holding up the form. The session keeps its token, which no
 * profile reply carries.
 */
export function useStoreSavedProfile(): (saved: Profile) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: Profile) => {
      const { userInfo } = sessionActions.get();
      if (userInfo) sessionActions.setUserInfo({ ...saved, token: userInfo.token });
      queryClient.setQueryData<Profile>(authQueryKeys.myProfile, saved);
      void queryClient.invalidateQueries({ queryKey: authQueryKeys.myProfile });
    },
    [queryClient],
  );
}
