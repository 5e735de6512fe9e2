import { sessionActions } from '@commons/shared/session';
import { Spinner } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { decideAccess } from './decide-access';
import type { RouteAccess } from './route-access';
import { useAccessFacts } from './use-access-facts';

/**
 * Applies `decideAccess` to one route: its screen, the "Signing In" spinner, a redirect (which
 * replaces the refused entry, so Back does not return to it), or a sign-out. Remote pages
 * never guard themselves; this is the only place a route is refused.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const facts = useAccessFacts(access);
  const decision = decideAccess({ access, location, ...facts });
  // Once signing out has begun, the cleared session must not read as "never logged in",
  // which would replace the sign-out banner with "You need to login first.".
  const signingOut = useRef(false);

  useEffect(() => {
    if (decision.kind !== 'sign-out' || signingOut.current) return;
    signingOut.current = true;
    sessionActions.clear();
    queryClient.clear();
    navigate(decision.to, { replace: true, state: decision.state });
  }, [decision, navigate, queryClient]);

  if (signingOut.current || decision.kind === 'sign-out') return <Spinner label="Signing In" fill />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (decision.kind === 'wait') return <Spinner label={decision.label} fill />;
  return children;
}
