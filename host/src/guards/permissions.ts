import type { Menu } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, type AccessDecision } from './access-decision';
import { returnLocation } from './guard-state';

/** Where a refused user goes: the restricted-access screen. */
export const unauthorizedPath = '/unauthorized';

/** Sends the user to the restricted-access screen with the refusal's message and what the page requires. */
export function toUnauthorized(location: ReturnLocation, message: string, requiredPolicies: readonly Menu[]): AccessDecision {
  return redirect(unauthorizedPath, {
    unauthorized: true,
    message,
    from: returnLocation(location),
    requiredPolicies: [...requiredPolicies],
  });
}
