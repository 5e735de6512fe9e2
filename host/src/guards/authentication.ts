import { accessMessages } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, render, wait, type AccessDecision } from './access-decision';
import { returnLocation } from './guard-state';

/** Where the profile check of the signed-in user stands. */
export type ProfileCheck = 'pending' | 'confirmed' | 'failed';

/**
 * The authentication guard. No token: login, remembering the page asked for. A token whose
 * profile cannot be fetched: the session is over. A token whose profile is still loading:
 * "Signing In". A confirmed profile: the other guards decide.
 */
export function decideAuthentication(input: {
  hasToken: boolean;
  profile: ProfileCheck;
  location: ReturnLocation;
}): AccessDecision {
  if (!input.hasToken) return redirect('/login', { message: accessMessages.loginFirst, from: returnLocation(input.location) });
  if (input.profile === 'failed') return { kind: 'sign-out', to: '/login', state: { message: accessMessages.signedOut } };
  if (input.profile === 'pending') return wait;
  return render;
}
