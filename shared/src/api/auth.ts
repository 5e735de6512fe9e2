import { queryOptions } from '@tanstack/react-query';
import { auth } from '@commons/shared/contract';
import type { Login, Signup, TwoFactorLogin, TwoFactorRecoveryRequest } from '@commons/shared/schemas';
import { call } from './client';

/** Query keys of the signed-in user, shared so any app can refresh what the host shows. */
export const authQueryKeys = {
  myProfile: ['user', 'my-profile'] as const,
};

/**
 * Signs in; the reply is the current user with its token, stored as session `userInfo`, or
 * (two-factor on) a challenge for `loginWithCode`.
 */
export const login = (body: Login) => call(auth.login, { body });

/**
 * The code step of a sign-in with two-factor on: the login's challenge and a current or recovery
 * code. Here rather than with the Security page's calls, whose declarations /login would load.
 */
export const loginWithCode = (body: TwoFactorLogin) => call(auth.loginWithCode, { body });

/**
 * Signed out, after the second factor was lost: asks the staff to turn two-factor off, with the
 * sign-in's open challenge (which ends) or the email and password.
 */
export const requestTwoFactorRecovery = (body: TwoFactorRecoveryRequest) => call(auth.requestTwoFactorRecovery, { body });

/**
 * Follows a mailed one-time sign-in link (docs/product-rules.md#sign-in-security); replies like
 * `login`, a challenge first when two-factor is on.
 */
export const loginWithLink = (token: string) => call(auth.loginWithLink, { body: { token } });

/** Creates an account (REVIEWING, owner) and signs it in, like `login`. */
export const signup = (body: Signup) => call(auth.signup, { body });

/** Revokes the session token on the server. */
export const logout = () => call(auth.logout, {});

/** The signed-in user as the server knows it now (without the token). */
export const getMyProfile = (options?: { signal?: AbortSignal }) => call(auth.myProfile, {}, options);

/**
 * The one my-profile query of the site: the signed-in user as the server knows it, the source
 * the session's `userInfo` follows (see `useCurrentUser`). The host's guard reads it as proof
 * that the token still works; the account remote's profile screens start from it.
 */
export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.myProfile,
    queryFn: ({ signal }) => getMyProfile({ signal }),
  });
