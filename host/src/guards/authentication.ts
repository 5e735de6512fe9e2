import type { NavigationState, ReturnLocation } from '@commons/shared/ui';

/** Banner texts of PRODUCT_SPEC sections 4 and 8. */
export const authenticationMessages = {
  loginFirst: 'You need to login first.',
  signedOut: "You've been signed out. Please login again.",
} as const;

/** Where the profile check of the signed-in user stands. */
export type ProfileCheck = 'pending' | 'confirmed' | 'failed';

/** What the authentication guard does with a protected route. */
export type AuthenticationDecision =
  | { kind: 'allow' }
  | { kind: 'wait'; label: 'Signing In' }
  | { kind: 'redirect'; to: string; state: NavigationState }
  | { kind: 'sign-out'; to: string; state: NavigationState };

/**
 * The authentication guard as a pure function (issue 3 adds status, admin and menu guards the
 * same way). No token: login, remembering the page asked for. A token whose profile cannot be
 * fetched: the session is over. A token whose profile is still loading: "Signing In".
 */
export function decideAuthentication(input: {
  hasToken: boolean;
  profile: ProfileCheck;
  location: ReturnLocation;
}): AuthenticationDecision {
  if (!input.hasToken) {
    const { pathname, search, hash } = input.location;
    return { kind: 'redirect', to: '/login', state: { message: authenticationMessages.loginFirst, from: { pathname, search, hash } } };
  }
  if (input.profile === 'failed') return { kind: 'sign-out', to: '/login', state: { message: authenticationMessages.signedOut } };
  if (input.profile === 'pending') return { kind: 'wait', label: 'Signing In' };
  return { kind: 'allow' };
}
