import { consoleLoginPath } from '@commons/shared/domain';
import { useConsoleSignOut } from '@commons/shared/query';
import { Button } from '@commons/shared/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Said on the console's sign-in screen after Sign out. */
export const consoleSignedOut = 'You have signed out of the console';

/** The console header's Sign out: ends the console session and goes to the console's sign-in. */
export function ConsoleSignOut() {
  const navigate = useNavigate();
  const toSignIn = useCallback(() => navigate(consoleLoginPath, { replace: true, state: { success: consoleSignedOut } }), [navigate]);
  const { signOut, busy } = useConsoleSignOut(toSignIn);
  return (
    <Button type="button" variant="secondary" busy={busy} onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}
