import { statusScreenPaths, type Iam, type ScreenStatus } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, type AccessDecision } from './access-decision';
import { returnLocation, type GuardFlag } from './guard-state';

/** Each non-approved status: its screen (a remote's, which publish keeps declared) and the navigation flag that screen needs. */
export const statusScreens: Record<ScreenStatus, { path: string; flag: GuardFlag }> = {
  REVIEWING: { path: statusScreenPaths.REVIEWING, flag: 'reviewing' },
  SUSPENDED: { path: statusScreenPaths.SUSPENDED, flag: 'suspended' },
  REJECTED: { path: statusScreenPaths.REJECTED, flag: 'rejected' },
};

/**
 * Sends the user to the screen of `status` (docs/product-rules.md#states-and-transitions), with its
 * flag, the refusal's message and the page asked for. A message of `undefined` sends no banner.
 */
export function toStatusScreen(status: ScreenStatus, message: string | undefined, location: ReturnLocation): AccessDecision {
  const { path, flag } = statusScreens[status];
  return redirect(path, { [flag]: true, ...(message ? { message } : {}), from: returnLocation(location) });
}

/**
 * The banner for a refusal by account status. A suspended sub-user gets none: their account
 * owner suspended them, so "Please contact support." would send them to the wrong person, and
 * the suspended screen already says it once, with whom to ask
 * (docs/product-rules.md#signing-in-across-tabs, "Status screens").
 */
export const statusBanner = (status: ScreenStatus, iam: Iam, message: string): string | undefined =>
  status === 'SUSPENDED' && iam !== 'ADMIN' ? undefined : message;
