import { sessionActions } from '@commons/shared/session';
import { Spinner } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { AccessDecision } from './access-decision';
import { decideRoute, type CustomerAccess } from './decide-route';
import { useAccessFacts } from './use-access-facts';

/**
 * Applies `decideRoute` to one route: its screen, the "Signing In" spinner, a redirect (which
 * replaces the refused entry, so Back does not return to it), or a sign-out. Remote pages
 * never guard themselves; this is the only place a route is refused.
 */
export function RouteGuard({ access, children }: { access: CustomerAccess; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const facts = useAccessFacts(access);
  const decision = decideRoute({ access, location, ...facts });
  // Once signing out has begun, the cleared session must not read as "never logged in",
  // which would replace the sign-out banner with "You need to login first.". The first
  // sign-out decision is kept (set while rendering, as React advises for state that follows
  // a prop) and the spinner stays until the navigation it started takes over.
  const [signOut, setSignOut] = useState<Extract<AccessDecision, { kind: 'sign-out' }> | null>(null);
  if (decision.kind === 'sign-out' && !signOut) setSignOut(decision);
  // Sign out once, even when StrictMode mounts the effect twice in development.
  const signedOut = useRef(false);

  useEffect(() => {
    if (!signOut || signedOut.current) return;
    signedOut.current = true;
    sessionActions.clear();
    queryClient.clear();
    navigate(signOut.to, { replace: true, state: signOut.state });
  }, [signOut, navigate, queryClient]);

  if (signOut || decision.kind === 'sign-out') return <Spinner label="Signing In" fill />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (decision.kind === 'wait') return <Spinner label={decision.label} fill />;
  return children;
}
