import * as v from 'valibot';
import { EmailSchema, newPassword, password } from './auth';
import { messages } from './messages';

/** Said when a mailed link's token is missing or malformed, before the server looks it up. */
export const brokenLinkMessage = 'This link is incomplete: open it from the email again';

/**
 * A token from a mailed link (docs/product-rules.md#the-accounts-email-and-password): 32 random
 * bytes, base64url, as the server makes them. The shape is checked so a garbled link answers 400
 * with a message instead of a lookup.
 */
const linkToken = v.pipe(v.string(brokenLinkMessage), v.regex(/^[A-Za-z0-9_-]{43}$/, brokenLinkMessage));

/** POST /auth/individual/verify-email: the token of a verification or change-of-address link. */
export const VerifyEmailSchema = v.object({ token: linkToken });
export type VerifyEmail = v.InferOutput<typeof VerifyEmailSchema>;

/** POST /auth/individual/login/link: the token of a mailed one-time sign-in link. */
export const SignInLinkSchema = v.object({ token: linkToken });
export type SignInLink = v.InferOutput<typeof SignInLinkSchema>;

/** POST /auth/individual/forgot-password */
export const ForgotPasswordSchema = v.object({ email: EmailSchema });
export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;
export type ForgotPassword = v.InferOutput<typeof ForgotPasswordSchema>;

/** POST /auth/individual/reset-password: the link's token and the new password (signup's rules). */
export const ResetPasswordSchema = v.object({ token: linkToken, password: newPassword() });
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

/** Said when the two new passwords of a form differ. */
export const passwordsDifferMessage = 'The two passwords are not the same';

/** The reset form: the new password twice; the token comes from the address. */
export const ResetPasswordFormSchema = v.pipe(
  v.object({ password: newPassword(), confirmPassword: password('Repeat the new password') }),
  v.forward(
    v.check((form) => form.password === form.confirmPassword, passwordsDifferMessage),
    ['confirmPassword'],
  ),
);
export type ResetPasswordFormInput = v.InferInput<typeof ResetPasswordFormSchema>;
export type ResetPasswordForm = v.InferOutput<typeof ResetPasswordFormSchema>;

/** POST /user/individual/change-password */
export const ChangePasswordSchema = v.object({
  currentPassword: password('Current password is required'),
  newPassword: newPassword(),
});
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** The change-password form: the API's fields and the new password repeated. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ ...ChangePasswordSchema.entries, confirmPassword: password('Repeat the new password') }),
  v.forward(
    v.check((form) => form.newPassword === form.confirmPassword, passwordsDifferMessage),
    ['confirmPassword'],
  ),
);
export type ChangePasswordFormInput = v.InferInput<typeof ChangePasswordFormSchema>;
export type ChangePasswordForm = v.InferOutput<typeof ChangePasswordFormSchema>;

/** POST /user/individual/change-email: the new address, confirmed by the current password. */
export const ChangeEmailSchema = v.object({
  newEmail: EmailSchema,
  password: password(messages.passwordRequired),
});
export type ChangeEmailInput = v.InferInput<typeof ChangeEmailSchema>;
export type ChangeEmail = v.InferOutput<typeof ChangeEmailSchema>;
