import { readNavigationState } from '@commons/shared/ui';

/** Where sign-in goes when the staff guard turned nobody away: the console's home. */
export const consoleHome = '/console';

/**
 * The console page to open after signing in: the one the staff guard turned the person away
 * from (`state.from`), when it is a console page other than the sign-in and invitation screens;
 * the console's home otherwise, never a customer page.
 */
export function destinationAfterSignIn(state: unknown): string {
  const { from } = readNavigationState(state);
  if (!from || !/^\/console(\/|$)/.test(from.pathname) || /^\/console\/(login|invite)\/?$/.test(from.pathname)) return consoleHome;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
