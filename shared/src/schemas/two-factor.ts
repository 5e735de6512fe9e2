import * as v from 'valibot';
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
