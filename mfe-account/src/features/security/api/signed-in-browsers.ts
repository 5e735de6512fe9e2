import { getSignedInBrowsers, revokeSignedInBrowser, securityQueryKeys } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export const browserSignedOutMessage = 'That browser is signed out';

/** The browsers signed in to this login, latest used first. */
export const useSignedInBrowsers = () =>
  useQuery({ queryKey: securityQueryKeys.sessions, queryFn: ({ signal }) => getSignedInBrowsers({ signal }) });

/** Signs one other browser out; the list is asked again. */
export function useRevokeBrowser() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (sessionId: string, { idempotencyKey }) => revokeSignedInBrowser(sessionId, { idempotencyKey }),
    onSuccess: () => notify.success(browserSignedOutMessage),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: securityQueryKeys.sessions }),
  });
}
