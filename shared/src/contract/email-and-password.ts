import { approvedOrReviewing } from '../domain/access';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '../schemas/account-security';
import { MailSentSchema, PasswordChangedSchema, PendingEmailSchema, VerifiedEmailSchema } from '../schemas/user';
import { defineEndpoint } from './endpoint';
import { ownSecurity } from './rules';

// The account's email and password (docs/product-rules.md#the-accounts-email-and-password): the
// mailed links, public since the token is the proof, and the Security page's changes.

/** Follows a mailed verification or change-of-address link, in whatever browser opens it: no session. */
export const verifyEmail = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/verify-email',
  body: VerifyEmailSchema,
  reply: VerifiedEmailSchema,
  access: 'public',
  summary: 'Follow a verification or change-of-address link',
});

/** Mails a password reset link; the same answer whether or not the address has an account. */
export const forgotPassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/forgot-password',
  body: ForgotPasswordSchema,
  reply: MailSentSchema,
  access: 'public',
  summary: 'Mail a password reset link; the same answer whether or not the address has an account',
});

/** Sets a new password from a mailed reset link (no session: the token is the proof); every session ends. */
export const resetPassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/reset-password',
  body: ResetPasswordSchema,
  reply: PasswordChangedSchema,
  access: 'public',
  summary: 'Set a new password from a reset link; ends every session',
});

/**
 * Mails the owner a new link to verify the address: the banner's Resend and the Security page's.
 * The owner's alone, since the owner's address is the one a withdrawal needs verified.
 */
export const resendVerification = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/resend-verification',
  reply: MailSentSchema,
  access: { adminOnly: true, statuses: approvedOrReviewing },
  summary: 'Mail a new link to verify the address',
});

/**
 * Changes the member's own password; every other session ends. Idempotent: a retry after a lost
 * answer must not read as a wrong current password.
 */
export const changePassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/change-password',
  body: ChangePasswordSchema,
  reply: PasswordChangedSchema,
  access: ownSecurity,
  idempotent: true,
  summary: 'Change the password; ends every other session',
});

/** Asks to move the member's login to a new address, confirmed from a link sent there. */
export const changeEmail = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/change-email',
  body: ChangeEmailSchema,
  reply: PendingEmailSchema,
  access: ownSecurity,
  idempotent: true,
  summary: 'Ask to change the email; a link to the new address confirms it',
});
