import { readNavigationState } from '@commons/shared/ui';

/** Where login sends a user who did not come from a protected page (docs/product-rules.md#states-and-transitions). */
export const defaultDestination = '/dashboard';

/**
 * Screens that must not be returned to after login: login itself (and the landing page, which
 * shows it), register, and logout, which would sign the user straight out again.
 */
const authScreens = new Set(['/', '/login', '/register', '/logout']);

/**
 * The page to open after login: the one the host's guard turned the user away from
 * (`state.from`), or the dashboard when there is none or it was an authentication screen.
 */
export function destinationAfterLogin(state: unknown): string {
  const { from } = readNavigationState(state);
  if (!from || authScreens.has(from.pathname)) return defaultDestination;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
