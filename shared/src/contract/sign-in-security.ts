import {
  NoBodySchema,
  RevokedSchema,
  SessionParamsSchema,
  SignedInBrowsersSchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../schemas/security';
import { TwoFactorChangeSchema } from '../schemas/two-factor';
import { defineEndpoint } from './endpoint';
import { ownSecurity } from './rules';

// A login's own sign-in security (docs/product-rules.md#sign-in-security): two-factor sign-in
// and the browsers signed in. Every login, owner or sub-user, manages its own.

/** The browsers signed in to this login, the caller's own marked `current`. */
export const signedInBrowsers = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/sessions',
  reply: SignedInBrowsersSchema,
  access: ownSecurity,
  summary: 'The browsers signed in to this login, "this browser" marked',
});

/** Signs one browser of this login out; another login's session answers 404, like one that does not exist. */
export const revokeSignedInBrowser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/sessions/:sessionId/revoke',
  params: SessionParamsSchema,
  body: NoBodySchema,
  reply: RevokedSchema,
  access: ownSecurity,
  summary: 'Sign one browser out of this login',
});

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export const twoFactorStatus = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/two-factor',
  reply: TwoFactorStatusSchema,
  access: ownSecurity,
  summary: 'Whether two-factor sign-in is on, and the recovery codes left',
});

/** Starts enrolment: a new secret with its QR code; nothing changes at sign-in until `enableTwoFactor`. */
export const setupTwoFactor = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/two-factor/setup',
  body: NoBodySchema,
  reply: TwoFactorSetupSchema,
  access: ownSecurity,
  summary: 'Start two-factor enrolment: a new secret, its otpauth URI and QR code',
});

/**
 * Confirms enrolment with the current password and a current code; the reply holds the ten
 * recovery codes, shown once. Not idempotent: a replay would keep the codes in the idempotency
 * table; a second submit gets 409.
 */
export const enableTwoFactor = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/two-factor/enable',
  body: TwoFactorChangeSchema,
  reply: TwoFactorEnabledSchema,
  access: ownSecurity,
  summary: 'Confirm enrolment with the current password and a current code; replies with ten recovery codes, shown once',
});

/** Turns two-factor sign-in off with the current password and a current code or a recovery code. */
export const disableTwoFactor = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/two-factor/disable',
  body: TwoFactorChangeSchema,
  reply: TwoFactorStatusSchema,
  access: ownSecurity,
  summary: 'Turn two-factor sign-in off with the current password and a current code or a recovery code',
});
