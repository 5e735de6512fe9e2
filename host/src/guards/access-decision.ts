import type { loginPath } from '@commons/shared/domain';
import type { NavigationState } from '@commons/shared/ui';
import type { GuardState } from './guard-state';

/**
 * What a guard does with a route: show it, show the "Signing In" spinner while what it needs
 * is loading, send the user elsewhere, or end the session and send the user to login.
 */
export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'wait'; label: 'Signing In' }
  | { kind: 'redirect'; to: string; state?: GuardState }
  | { kind: 'sign-out'; to: typeof loginPath; state: NavigationState };

export const render: AccessDecision = { kind: 'render' };
export const wait: AccessDecision = { kind: 'wait', label: 'Signing In' };

export const redirect = (to: string, state?: GuardState): AccessDecision => (state ? { kind: 'redirect', to, state } : { kind: 'redirect', to });
