import * as v from 'valibot';
import { nameText, phoneText } from './fields';
import { limits, messages } from './messages';
import { noControlCharacters, requiredText } from './text';

/** Email: required first, then valid; stored lower-case so one address is one account. */
export const EmailSchema = v.pipe(
  requiredText(messages.emailRequired, { max: limits.emailMax, invalid: messages.invalidEmail }),
  v.email(messages.invalidEmail),
  v.toLowerCase(),
);

/**
 * A password is kept exactly as typed: never trimmed, as its spaces are part of it. Only its
 * hash is stored, so no character can reach the database.
 */
const password = () =>
  v.pipe(
    v.optional(v.string(messages.passwordRequired), ''),
    v.nonEmpty(messages.passwordRequired),
    v.maxLength(limits.passwordMax, `must be at most ${limits.passwordMax} characters`),
  );

/** POST /auth/individual/login */
export const LoginSchema = v.object({ email: EmailSchema, password: password() });
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type Login = v.InferOutput<typeof LoginSchema>;

/**
 * POST /auth/individual/signup. A new password holds no control character: none can be typed,
 * so one there is a paste accident the user could never type again at login.
 */
export const SignupSchema = v.object({
  name: nameText(messages.nameRequired),
  email: EmailSchema,
  password: v.pipe(
    password(),
    v.minLength(limits.passwordMin, messages.passwordTooShort),
    noControlCharacters(),
  ),
  phone: phoneText(messages.phoneRequired),
});
export type SignupInput = v.InferInput<typeof SignupSchema>;
export type Signup = v.InferOutput<typeof SignupSchema>;
