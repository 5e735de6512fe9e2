import * as v from 'valibot';
import type { SignedInBrowser, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@commons/shared/domain';

// The Security page's replies, apart from the sign-in's code (./two-factor), which /login loads.

/** The body of a POST whose path says it all (setup, a browser's sign-out): nothing, or `{}`. */
export const NoBodySchema = v.optional(v.object({}), {});

/** Reply of GET /user/individual/two-factor and of /disable. */
export const TwoFactorStatusSchema = v.object({
  enabled: v.boolean(),
  recoveryCodesLeft: v.number(),
}) satisfies v.GenericSchema<TwoFactorStatus>;

/** Reply of POST /user/individual/two-factor/setup: what the authenticator app needs, shown once. */
export const TwoFactorSetupSchema = v.object({
  secret: v.string(),
  otpauthUrl: v.string(),
  qrCode: v.string(),
}) satisfies v.GenericSchema<TwoFactorSetup>;

/** Reply of POST /user/individual/two-factor/enable: the ten recovery codes, shown this once only. */
export const TwoFactorEnabledSchema = v.object({
  enabled: v.literal(true),
  recoveryCodes: v.array(v.string()),
}) satisfies v.GenericSchema<TwoFactorEnabled>;

/** Path of POST /user/individual/sessions/{sessionId}/revoke: any text, an unknown id is a 404. */
export const SessionParamsSchema = v.object({ sessionId: v.string() });

/** Reply of GET /user/individual/sessions: the login's open sessions, latest used first. */
export const SignedInBrowsersSchema = v.object({
  sessions: v.array(
    v.object({
      id: v.string(),
      browser: v.string(),
      address: v.string(),
      /** ISO 8601. */
      createdAt: v.string(),
      /** ISO 8601. */
      lastUsedAt: v.string(),
      current: v.boolean(),
    }) satisfies v.GenericSchema<SignedInBrowser>,
  ),
});

/** Reply of POST /user/individual/sessions/{sessionId}/revoke. */
export const RevokedSchema = v.object({ revoked: v.literal(true) });
