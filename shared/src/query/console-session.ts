import { consoleQueryKeys, getConsoleSession, isApiError, leavingFailuresToCaller, signOutOfConsole } from '@commons/shared/api';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * The one console session query of the site (`GET /api/console/session`): the host's staff
 * guard and its console header read it, the console's screens start from it. A 401 is an
 * answer (no console session), not a failure to retry; the guard says what went wrong in place
 * (the console's sign-in, or Try Again), so no toast says it twice.
 */
export const consoleSessionQueryOptions = () =>
  queryOptions({
    queryKey: consoleQueryKeys.session,
    queryFn: ({ signal }) => leavingFailuresToCaller(() => getConsoleSession({ signal })),
    retry: (failures, error) => !(isApiError(error) && error.status === 401) && failures < 2,
  });

/** The signed-in staff member's console session, refetched when the window regains focus. */
export const useConsoleSession = () => useQuery(consoleSessionQueryOptions());

/** Whether the console session query failed because there is no console session (the API's 401). */
export const isSignedOutOfConsole = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Signing out of the console, the one way every app does it: the session ends on the server,
 * every answer fetched with it is forgotten, then `onSignedOut` (the app's navigation). A failed
 * call keeps the person signed in; the API client has said why.
 */
export function useConsoleSignOut(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await signOutOfConsole();
    } catch {
      setBusy(false);
      return;
    }
    queryClient.removeQueries({ queryKey: ['console'] });
    onSignedOut();
  }, [queryClient, onSignedOut]);
  return { signOut, busy };
}
