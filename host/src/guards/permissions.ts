import type { Menu, Profile } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, render, wait, type AccessDecision } from './access-decision';
import { guardMessages } from './guard-messages';
import { returnLocation } from './guard-state';
import { grantsAll, isAdmin, type MenusCheck } from './menus';

/** Where a refused user goes: the restricted-access screen. */
export const unauthorizedPath = '/unauthorized';

/** Sends the user to the restricted-access screen, naming the page and what it requires. */
export function toUnauthorized(location: ReturnLocation, requiredPolicies: readonly Menu[]): AccessDecision {
  return redirect(unauthorizedPath, {
    unauthorized: true,
    message: guardMessages.notAuthorized(location.pathname),
    from: returnLocation(location),
    requiredPolicies: [...requiredPolicies],
  });
}

/**
 * The admin and menu guards (spec section 6): the account owner (iam ADMIN) passes both;
 * anyone else is refused admin-only routes and needs every menu a route requires. Routes
 * requiring no menu are open to any signed-in user.
 */
export function decidePermissions(
  access: { adminOnly?: boolean; menus?: readonly Menu[] },
  user: Profile,
  menus: MenusCheck,
  location: ReturnLocation,
): AccessDecision {
  if (isAdmin(user)) return render;
  if (access.adminOnly) return toUnauthorized(location, []);
  const required = access.menus ?? [];
  if (required.length === 0) return render;
  if (menus === 'pending') return wait;
  return grantsAll(menus, required) ? render : toUnauthorized(location, required);
}
