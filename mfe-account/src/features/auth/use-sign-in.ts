import { authQueryKeys } from '@commons/shared/api';
import type { CurrentUser, Profile } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Stores a fresh sign-in: the session (persisted in sessionStorage) and the profile the host's
 * guard reads, so the next protected page shows at once while the guard re-checks the token
 * in the background instead of showing "Signing In" for a profile we already hold.
 */
export function useSignIn(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser) => {
      const { token: _token, ...profile } = user;
      queryClient.setQueryData<Profile>(authQueryKeys.myProfile, profile);
      sessionActions.signIn(user);
    },
    [queryClient],
  );
}
