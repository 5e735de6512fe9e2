import { accessMessages, loginPath } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, render, wait, type AccessDecision } from './access-decision';
import { returnLocation } from './guard-state';

/** Where the profile check of the signed-in user stands. */
export type ProfileCheck = 'pending' | 'confirmed' | 'failed';

/**
 * Why a tab holds no token, when it is not simply signed out: a session may still arrive from
 * an open tab (shared/src/session/tab-handoff), or another tab has just signed out.
 */
export type Handoff = 'asking' | 'signed-out-elsewhere';

/**
 * The authentication guard. No token: "Signing In" while an open tab may still hand over its
 * session (a bounded wait, so no login redirect flashes by), "signed out" when another tab
 * ended the session, otherwise login. A token whose profile cannot be fetched: the session is
 * over (idle, expired, revoked), and login says why when the server did. A token whose profile is
 * still loading: "Signing In". A confirmed profile: the other guards decide. Every way to login
 * remembers the page the person was on, so signing in again returns to it.
 */
export function decideAuthentication(input: {
  hasToken: boolean;
  profile: ProfileCheck;
  location: ReturnLocation;
  handoff?: Handoff;
  /** Why the server ended the session, when its 401 said so (`signedOutWhy`). */
  signedOutWhy?: string;
}): AccessDecision {
  if (!input.hasToken && input.handoff === 'asking') return wait;
  const from = returnLocation(input.location);
  if (!input.hasToken && input.handoff === 'signed-out-elsewhere') return redirect(loginPath, { message: accessMessages.signedOut, from });
  if (!input.hasToken) return redirect(loginPath, { message: accessMessages.loginFirst, from });
  if (input.profile === 'failed') {
    return { kind: 'sign-out', to: loginPath, state: { message: input.signedOutWhy ?? accessMessages.signedOut, from } };
  }
  if (input.profile === 'pending') return wait;
  return render;
}
