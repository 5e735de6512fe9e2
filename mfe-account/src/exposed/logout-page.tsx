import { Spinner } from '@commons/shared/ui';
import { useEffect, useRef } from 'react';
import { useSignOut } from '../features/auth/use-sign-out';

/**
 * The logout screen: shows "Logging Out" while it signs the user out, then opens login.
 * Default export for `loadRemote` and `React.lazy`.
 */
export default function LogoutPage() {
  const signOut = useSignOut();
  // Sign out once, even when StrictMode mounts the effect twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut();
  }, [signOut]);
  return <Spinner label="Logging Out" fill />;
}
