import { accessMessages, dashboardPath, type Profile, type ScreenStatus } from '@commons/shared/domain';
import { redirect, render, type AccessDecision } from './access-decision';
import { returnPath, type ReadGuardState } from './guard-state';
import { statusScreens } from './account-status';

/**
 * The reviewing, suspended and rejected screens' own logic (docs/product-rules.md#screens): without
 * their navigation flag they send the user to the dashboard; once the account no longer has their
 * status they return to the page first asked for, or to the dashboard. A review ending in approval
 * says so there, with the next step.
 */
export function decideStatusScreen(screen: ScreenStatus, user: Profile, state: ReadGuardState): AccessDecision {
  const { path, flag } = statusScreens[screen];
  if (!state.flags.has(flag)) return redirect(dashboardPath);
  if (user.accountStatus === screen) return render;
  const to = returnPath(state.from, path) ?? dashboardPath;
  const approved = screen === 'REVIEWING' && user.accountStatus === 'APPROVED';
  return approved ? redirect(to, { success: accessMessages.approved }) : redirect(to);
}
