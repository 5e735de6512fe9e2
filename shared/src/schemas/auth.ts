import * as v from 'valibot';
import { accountStatuses, iamRoles, menus, type CurrentUser, type LoginReply, type Profile } from '@commons/shared/domain';
import { nameText, phoneText } from './fields';
import { limits, messages } from './messages';
import { noControlCharacters, requiredText } from './text';
import { TwoFactorChallengeSchema } from './two-factor';

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

/** The menus of a sub-user's active group policy, as the signed-in user carries them. */
export const AssignedGroupPolicyMenusSchema = v.object({ menus: v.array(v.picklist(menus)) });

/**
 * The signed-in user as my-profile and the profile saves reply it, without the token
 * (docs/product-rules.md#records-and-field-names): what the session's `userInfo` follows.
 */
export const ProfileSchema = v.object({
  authenticated: v.boolean(),
  accountStatus: v.picklist(accountStatuses),
  iam: v.picklist(iamRoles),
  userHistoryId: v.string(),
  individualId: v.string(),
  individualName: v.string(),
  individualEmail: v.string(),
  emailVerified: v.boolean(),
  assignedGroupPolicyId: v.nullable(v.string()),
  assignedGroupPolicy: v.nullable(AssignedGroupPolicyMenusSchema),
  individualPhone: v.string(),
  individualCountry: v.string(),
  individualCity: v.string(),
  individualEducation: v.string(),
  individualProfession: v.string(),
  individualNationality: v.string(),
  individualCitizenshipNo: v.string(),
  individualUidOfResidence: v.string(),
  householdCountry: v.string(),
}) satisfies v.GenericSchema<Profile>;

/** The reply of signup and of a full sign-in: the profile and the new session's token. */
export const CurrentUserSchema = v.object({ token: v.string(), ...ProfileSchema.entries }) satisfies v.GenericSchema<CurrentUser>;

/** The reply of POST /auth/individual/login: the signed-in user, or (two-factor on) the code step's challenge. */
export const LoginReplySchema = v.union([TwoFactorChallengeSchema, CurrentUserSchema]) satisfies v.GenericSchema<LoginReply>;

/** The reply of GET /user/logout. */
export const LoggedOutSchema = v.object({ loggedOut: v.literal(true) });
