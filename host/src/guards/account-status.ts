import type { ScreenStatus } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, type AccessDecision } from './access-decision';
import { returnLocation, type GuardFlag } from './guard-state';

/** Each non-approved status: its screen and the navigation flag that screen needs. */
export const statusScreens: Record<ScreenStatus, { path: string; flag: GuardFlag }> = {
  REVIEWING: { path: '/reviewing', flag: 'reviewing' },
  SUSPENDED: { path: '/suspended', flag: 'suspended' },
  REJECTED: { path: '/rejected', flag: 'rejected' },
};

/**
 * Sends the user to the screen of `status` (spec section 4), with its flag, the refusal's
 * message and the page asked for.
 */
export function toStatusScreen(status: ScreenStatus, message: string, location: ReturnLocation): AccessDecision {
  const { path, flag } = statusScreens[status];
  return redirect(path, { [flag]: true, message, from: returnLocation(location) });
}
