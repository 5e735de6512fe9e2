import { dashboardPath, grantsAll, type Profile } from '@commons/shared/domain';
import { redirect, render, type AccessDecision } from './access-decision';
import { returnPath, type ReadGuardState } from './guard-state';
import { isAdmin, type MenusCheck } from './menus';
import { unauthorizedPath } from './permissions';

/**
 * The restricted-access screen's own logic (docs/product-rules.md#screens): admins go to the
 * dashboard, and so does anyone arriving without the unauthorized flag; once the user's menus grant
 * every policy the refused page requires, the user returns to it.
 */
export function decideUnauthorizedScreen(user: Profile, menus: MenusCheck, state: ReadGuardState): AccessDecision {
  if (isAdmin(user) || !state.flags.has('unauthorized')) return redirect(dashboardPath);
  const { requiredPolicies } = state;
  if (requiredPolicies.length > 0 && menus !== 'pending' && grantsAll(menus, requiredPolicies)) {
    return redirect(returnPath(state.from, unauthorizedPath) ?? dashboardPath);
  }
  return render;
}
