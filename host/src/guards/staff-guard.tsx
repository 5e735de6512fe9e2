import type { RouteAccess } from '@commons/shared/domain';
import { consoleSessionQueryOptions, isSignedOutOfConsole } from '@commons/shared/query';
import { LoadFailed, Spinner } from '@commons/shared/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideStaffRoute, type StaffSessionState } from './decide-staff-route';

// An ended session's 401 wins over the answer kept from before it ended.
function sessionState({ data, error }: UseQueryResult<{ staff: { role: string } }>): StaffSessionState {
  if (error && isSignedOutOfConsole(error)) return { status: 'signed-out' };
  if (data) return { status: 'ready', role: data.staff.role };
  return error ? { status: 'failed' } : { status: 'pending' };
}

/**
 * Applies `decideStaffRoute` to a staff screen: it asks the console API for the session on every
 * navigation (each route mounts its guard afresh), then shows the screen, the console's
 * sign-in, or why not. The server checks the session again on every console call.
 */
export function StaffGuard({ access, children }: { access: Extract<RouteAccess, { guard: 'staff' }>; children: ReactNode }) {
  const location = useLocation();
  const session = useQuery({ ...consoleSessionQueryOptions(), refetchOnMount: 'always' });
  const decision = decideStaffRoute(access, sessionState(session), location);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (decision.kind === 'wait') return <Spinner label="Checking your console session" fill />;
  if (decision.kind === 'failed') {
    return <LoadFailed onRetry={() => void session.refetch()}>Your console session could not be checked.</LoadFailed>;
  }
  if (decision.kind === 'wrong-role') return <p role="alert">This console page is not for your role.</p>;
  if (decision.kind === 'sign-out') return null;
  return children;
}
