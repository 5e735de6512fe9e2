import { sessionActions } from '@commons/shared/session';
import type { NavigationState } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '@commons/shared/navigation';
import { useLogout } from './api/logout';

/** The banner text login shows after a sign-out (docs/product-rules.md#screens). */
export const signedOutMessage = "You've been signed out.";

/**
 * Signs out: revokes the token on the server, then, whether that worked or not, forgets the
 * session and every cached reply of this user, and opens login with the signed-out banner.
 * A failed call must not leave the user signed in on this browser.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { send: logout } = useLogout();
  return useCallback(() => {
    const finish = () => {
      sessionActions.clear();
      queryClient.clear();
      const state: NavigationState = { message: signedOutMessage };
      navigate('/login', { replace: true, state });
    };
    // Without a token there is nothing to revoke, and the call would only toast a 401.
    if (!sessionActions.getToken()) return finish();
    logout(undefined, { onSettled: finish });
  }, [logout, navigate, queryClient]);
}
