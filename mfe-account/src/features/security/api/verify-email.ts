import { verifyEmail } from '@commons/shared/api';
import { useCurrentUserActions, useSend } from '@commons/shared/query';
import { sessionActions } from '@commons/shared/session';

/**
 * Follows the mailed link; a signed-in tab then asks for the profile again, so the banner goes.
 * The page shows a refusal in place, not as a toast too.
 */
export function useVerifyEmail() {
  const { refresh } = useCurrentUserActions();
  return useSend({
    mutationFn: (token: string) => verifyEmail(token),
    shownInPlace: () => true,
    onSuccess: () => {
      if (sessionActions.getToken()) void refresh();
    },
  });
}
