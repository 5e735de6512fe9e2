import type { Profile } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, type AccessDecision } from './access-decision';
import { guardMessages } from './guard-messages';
import { returnLocation, type GuardFlag } from './guard-state';
import type { RouteAccess, ScreenStatus } from './route-access';

/** Each non-approved status: its screen and the navigation flag that screen needs. */
export const statusScreens: Record<ScreenStatus, { path: string; flag: GuardFlag }> = {
  REVIEWING: { path: '/reviewing', flag: 'reviewing' },
  SUSPENDED: { path: '/suspended', flag: 'suspended' },
  REJECTED: { path: '/rejected', flag: 'rejected' },
};

/** Sends the user to the screen of `status`, with its flag, its message and the page asked for. */
export function toStatusScreen(status: ScreenStatus, location: ReturnLocation): AccessDecision {
  const { path, flag } = statusScreens[status];
  return redirect(path, { [flag]: true, message: guardMessages.status[status], from: returnLocation(location) });
}

/**
 * The account-status guard (spec section 4): REJECTED and SUSPENDED accounts are sent from
 * every protected route to their screen; a REVIEWING account only from the routes that count
 * as authenticated when APPROVED, so the profile stays reachable. A status screen of the
 * user's own status is left to its own logic (`decideStatusScreen`). Null: no objection.
 */
export function decideAccountStatus(access: RouteAccess, user: Profile, location: ReturnLocation): AccessDecision | null {
  const status = user.accountStatus;
  if (status === 'APPROVED') return null;
  if (access.guard === 'status-screen' && access.status === status) return null;
  if (status === 'REJECTED' || status === 'SUSPENDED') return toStatusScreen(status, location);
  return access.guard === 'approved' ? toStatusScreen(status, location) : null;
}
