import * as v from 'valibot';
import { EmailSchema, password } from './auth';
import { requiredText } from './text';

/**
 * A code from the authenticator app (six digits) or a recovery code (`abcdef-ghijkl-mnopqr-stuvwx`,
 * or `abcde-fghij` as given before), as typed: spaces and dashes are dropped and letters lowered,
 * so `123 456` and `ABCDEF GHIJKL ...` both work.
 */
export const twoFactorCode = v.pipe(
  requiredText('Code is required', { max: 48 }),
  v.transform((code) => code.replace(/[\s-]/g, '').toLowerCase()),
  v.regex(/^(\d{6}|[a-z2-7]{10}|[a-z2-7]{24})$/, 'Enter the 6-digit code from your app or a recovery code'),
);

/** POST /user/individual/two-factor/enable and /disable: a current code (disable takes a recovery code too). */
export const TwoFactorCodeSchema = v.object({ code: twoFactorCode });
export type TwoFactorCodeInput = v.InferInput<typeof TwoFactorCodeSchema>;
export type TwoFactorCode = v.InferOutput<typeof TwoFactorCodeSchema>;

/**
 * POST /user/individual/two-factor/enable and /disable: the current password, so a session alone
 * cannot change two-factor (docs/product-rules.md#sign-in-security), and a code.
 */
export const TwoFactorChangeSchema = v.object({
  code: twoFactorCode,
  password: password('Current password is required'),
});
export type TwoFactorChangeInput = v.InferInput<typeof TwoFactorChangeSchema>;
export type TwoFactorChange = v.InferOutput<typeof TwoFactorChangeSchema>;

/**
 * POST /auth/individual/two-factor-recovery: a signed-out request to turn two-factor off after
 * the second factor was lost, proved by the password (`email` and `password`) or by the sign-in's
 * open challenge (`challenge`), which it ends.
 */
export const TwoFactorRecoveryRequestSchema = v.pipe(
  v.object({
    challenge: v.optional(requiredText('The sign-in has expired, please enter your password again', { max: 100 })),
    email: v.optional(EmailSchema),
    password: v.optional(password()),
  }),
  v.check(
    (body) => body.challenge !== undefined || (body.email !== undefined && body.password !== undefined),
    'Give your email and password, or the open sign-in',
  ),
);
/** Reply of POST /auth/individual/two-factor-recovery: filed, and until when it waits for a decision. */
export const TwoFactorRecoveryFiledSchema = v.object({
  filed: v.literal(true),
  expiresAt: v.string(),
});
export type TwoFactorRecoveryFiled = v.InferOutput<typeof TwoFactorRecoveryFiledSchema>;

export type TwoFactorRecoveryRequestInput = v.InferInput<typeof TwoFactorRecoveryRequestSchema>;
export type TwoFactorRecoveryRequest = v.InferOutput<typeof TwoFactorRecoveryRequestSchema>;

/** POST /auth/individual/login/two-factor: the challenge the password step answered, and a code. */
export const TwoFactorLoginSchema = v.object({
  challenge: requiredText('The sign-in has expired, please enter your password again', { max: 100 }),
  code: twoFactorCode,
});
export type TwoFactorLoginInput = v.InferInput<typeof TwoFactorLoginSchema>;
export type TwoFactorLogin = v.InferOutput<typeof TwoFactorLoginSchema>;
