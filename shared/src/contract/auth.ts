import { anyStatus } from '../domain/access';
import { CurrentUserSchema, LoggedOutSchema, LoginReplySchema, LoginSchema, SignupSchema } from '../schemas/auth';
import { SignInLinkSchema } from '../schemas/account-security';
import { TwoFactorLoginSchema, TwoFactorRecoveryFiledSchema, TwoFactorRecoveryRequestSchema } from '../schemas/two-factor';
import { ProfileSchema } from '../schemas/user';
import { defineEndpoint } from './endpoint';

// Signing up, in and out, and who the session is (my-profile, which the host reads from every
// page). The sign-in pages load this module: keep it to what these endpoints need
// (docs/performance.md#how-a-page-loads-fast).

/** Creates an account (REVIEWING, owner) and signs it in: the new user with its session token. */
export const signup = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/signup',
  body: SignupSchema,
  reply: CurrentUserSchema,
  status: 201,
  access: 'public',
  summary: 'Sign up; replies with the new user and a session token',
});

/**
 * Signs in: the user with its session token, or (two-factor on) a challenge for `loginWithCode`.
 * A full sign-in sets the known-browser cookie (docs/product-rules.md#sign-in-security).
 */
export const login = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/login',
  body: LoginSchema,
  reply: LoginReplySchema,
  access: 'public',
  summary: 'Sign in; replies with the user and a session token, or { twoFactorRequired, challenge } when two-factor is on',
});

/**
 * Follows the one-time sign-in link mailed while the account refuses new browsers' passwords
 * (docs/product-rules.md#sign-in-security): public, the token stands for the password. Replies
 * like `login`, a challenge first when two-factor is on.
 */
export const loginWithLink = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/login/link',
  body: SignInLinkSchema,
  reply: LoginReplySchema,
  access: 'public',
  summary: 'Sign in with a mailed one-time link; replies like login',
});

/** The code step of a sign-in with two-factor on: public, the password step's challenge stands for the password. */
export const loginWithCode = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/login/two-factor',
  body: TwoFactorLoginSchema,
  reply: CurrentUserSchema,
  access: 'public',
  summary: "Sign in's second step: the challenge and a current or recovery code; replies with the user and a session token",
});

/**
 * Signed out, after the second factor was lost: asks the staff to turn two-factor off, proved by
 * the password or by the sign-in's open challenge (docs/product-rules.md#losing-the-second-factor).
 * The owner is mailed at once; an operator decides after checking who asks.
 */
export const requestTwoFactorRecovery = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/two-factor-recovery',
  body: TwoFactorRecoveryRequestSchema,
  reply: TwoFactorRecoveryFiledSchema,
  status: 202,
  access: 'public',
  summary: 'Ask the staff to turn two-factor sign-in off after losing the second factor (password or open sign-in)',
});

/** Ends the session the token belongs to; any status, since a REJECTED or SUSPENDED user must still sign out. */
export const logout = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/logout',
  reply: LoggedOutSchema,
  access: { statuses: anyStatus },
  summary: 'End the session the token belongs to',
});

/**
 * The signed-in user as the server knows it now, without the token. Any status: the host's guard
 * reads the status from it on every protected screen, and sends a REJECTED or SUSPENDED user to a
 * screen of their own that reads it too.
 */
export const myProfile = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/my-profile',
  reply: ProfileSchema,
  access: { statuses: anyStatus },
  summary: "The caller's profile, status and menus",
});
