import { consoleLoginPath, type RouteAccess } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, render, wait, type AccessDecision } from './access-decision';
import { returnLocation } from './guard-state';

/** Where the console session (`GET /api/console/session`) stands for the staff guard. */
export type StaffSessionState =
  | { status: 'pending' }
  | { status: 'signed-out' }
  | { status: 'failed' }
  | { status: 'ready'; role: string };

/** What the staff guard does: the customers' decisions, plus a role the screen is not for, or a session that could not be checked. */
export type StaffDecision = AccessDecision | { kind: 'wrong-role' } | { kind: 'failed' };

/** Said on the console's sign-in screen to whoever a staff screen turned away. */
export const consoleSignInFirst = 'Please sign in to the console';

/**
 * The guard of a staff screen, as a pure function (docs/architecture.md, "The console"): no
 * console session (the API's 401) goes to the console's sign-in, remembering the page so signing
 * in returns to it; a session of a role the screen does not name is refused there. A customer's
 * session counts for nothing here: only the console cookie does.
 */
export function decideStaffRoute(
  access: Extract<RouteAccess, { guard: 'staff' }>,
  session: StaffSessionState,
  location: ReturnLocation,
): StaffDecision {
  if (session.status === 'pending') return wait;
  if (session.status === 'failed') return { kind: 'failed' };
  if (session.status === 'signed-out') return redirect(consoleLoginPath, { message: consoleSignInFirst, from: returnLocation(location) });
  return (access.roles as readonly string[]).includes(session.role) ? render : { kind: 'wrong-role' };
}
