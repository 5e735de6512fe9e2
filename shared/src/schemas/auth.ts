import * as v from 'valibot';
import { requiredText } from './fields';
import { limits, messages } from './messages';

/** Email: required first, then valid; stored lower-case so one address is one account. */
export const EmailSchema = v.pipe(
  requiredText(messages.emailRequired),
  v.email(messages.invalidEmail),
  v.toLowerCase(),
);

/** POST /auth/individual/login */
export const LoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.optional(v.string(messages.passwordRequired), ''),
    v.nonEmpty(messages.passwordRequired),
    v.maxLength(limits.passwordMax, `must be at most ${limits.passwordMax} characters`),
  ),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type Login = v.InferOutput<typeof LoginSchema>;

/** POST /auth/individual/signup */
export const SignupSchema = v.object({
  name: v.pipe(requiredText(messages.nameRequired), v.minLength(limits.nameMin, messages.nameTooShort)),
  email: EmailSchema,
  password: v.pipe(
    v.optional(v.string(messages.passwordRequired), ''),
    v.nonEmpty(messages.passwordRequired),
    v.minLength(limits.passwordMin, messages.passwordTooShort),
    v.maxLength(limits.passwordMax, `must be at most ${limits.passwordMax} characters`),
  ),
  phone: v.pipe(requiredText(messages.phoneRequired), v.minLength(limits.phoneMin, messages.invalidPhone)),
});
export type SignupInput = v.InferInput<typeof SignupSchema>;
export type Signup = v.InferOutput<typeof SignupSchema>;
