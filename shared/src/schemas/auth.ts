import * as v from 'valibot';
import type { CurrentUser, LoginReply, TwoFactorChallenge } from '@commons/shared/domain';
import { nameText, phoneText } from './fields';
import { limits, messages } from './messages';
import { noControlCharacters, requiredText } from './text';
import { ProfileSchema } from './user';

/**
 * An email address: required first, then valid; stored lower-case so one address is one
 * account. The messages differ by form: signup and login say "Email is required" and "Invalid
 * email", the sub-user popup "required" and "invalid email" (docs/product-rules.md#validation).
 */
export const emailText = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    requiredText(requiredMessage, { max: limits.emailMax, invalid: invalidMessage }),
    v.email(invalidMessage),
    v.toLowerCase(),
  );

/** The email of signup and login. */
export const EmailSchema = emailText(messages.emailRequired, messages.invalidEmail);

/**
 * A password is kept exactly as typed: never trimmed, as its spaces are part of it. Only its
 * hash is stored, so no character can reach the database.
 */
export const password = (requiredMessage: string = messages.passwordRequired) =>
  v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.nonEmpty(requiredMessage),
    v.maxLength(limits.passwordMax, `must be at most ${limits.passwordMax} characters`),
  );

/**
 * A password being chosen (signup, a new sub-user): at least 8 characters
 * (docs/product-rules.md#figures-and-limits) and no control character: none can be typed, so one
 * there is a paste accident the user could never type again at login.
 */
export const newPassword = (requiredMessage: string = messages.passwordRequired) =>
  v.pipe(password(requiredMessage), v.minLength(limits.passwordMin, messages.passwordTooShort), noControlCharacters());

/** POST /auth/individual/login */
export const LoginSchema = v.object({ email: EmailSchema, password: password() });
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type Login = v.InferOutput<typeof LoginSchema>;

/** POST /auth/individual/signup */
export const SignupSchema = v.object({
  name: nameText(messages.nameRequired),
  email: EmailSchema,
  password: newPassword(),
  phone: phoneText(messages.phoneRequired),
});
export type SignupInput = v.InferInput<typeof SignupSchema>;
export type Signup = v.InferOutput<typeof SignupSchema>;

/** The reply of signup and of a full sign-in: the new session's token and the profile. */
export const CurrentUserSchema = v.object({ token: v.string(), ...ProfileSchema.entries }) satisfies v.GenericSchema<CurrentUser>;

/** The login's reply when two-factor sign-in is on: no session yet, the code step's challenge. */
export const TwoFactorChallengeSchema = v.object({
  twoFactorRequired: v.literal(true),
  challenge: v.string(),
}) satisfies v.GenericSchema<TwoFactorChallenge>;

/** The reply of POST /auth/individual/login: the signed-in user, or (two-factor on) the code step's challenge. */
export const LoginReplySchema = v.union([TwoFactorChallengeSchema, CurrentUserSchema]) satisfies v.GenericSchema<LoginReply>;

/** The reply of GET /user/logout. */
export const LoggedOutSchema = v.object({ loggedOut: v.literal(true) });
