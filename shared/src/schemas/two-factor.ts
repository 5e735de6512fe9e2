import * as v from 'valibot';
import type { SignedInBrowser, TwoFactorChallenge, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@commons/shared/domain';
import { requiredText } from './text';

/**
 * A code from the authenticator app (six digits) or a recovery code (`abcde-fghij`), as typed:
 * spaces and dashes are dropped and letters lowered, so `123 456` and `ABCDE FGHIJ` both work.
 */
export const twoFactorCode = v.pipe(
  requiredText('Code is required', { max: 32 }),
  v.transform((code) => code.replace(/[\s-]/g, '').toLowerCase()),
  v.regex(/^(\d{6}|[a-z2-7]{10})$/, 'Enter the 6-digit code from your app or a recovery code'),
);

/** POST /user/individual/two-factor/enable and /disable: a current code (disable takes a recovery code too). */
export const TwoFactorCodeSchema = v.object({ code: twoFactorCode });
export type TwoFactorCodeInput = v.InferInput<typeof TwoFactorCodeSchema>;
export type TwoFactorCode = v.InferOutput<typeof TwoFactorCodeSchema>;

/** POST /auth/individual/login/two-factor: the challenge the password step answered, and a code. */
export const TwoFactorLoginSchema = v.object({
  challenge: requiredText('The sign-in has expired, please enter your password again', { max: 100 }),
  code: twoFactorCode,
});
export type TwoFactorLoginInput = v.InferInput<typeof TwoFactorLoginSchema>;
export type TwoFactorLogin = v.InferOutput<typeof TwoFactorLoginSchema>;

/** The body of a POST whose path says it all (setup, a browser's sign-out): nothing, or `{}`. */
export const NoBodySchema = v.optional(v.object({}), {});

/** The login's reply when two-factor sign-in is on: no session yet, the code step's challenge. */
export const TwoFactorChallengeSchema = v.object({
  twoFactorRequired: v.literal(true),
  challenge: v.string(),
}) satisfies v.GenericSchema<TwoFactorChallenge>;

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
