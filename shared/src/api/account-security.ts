import type {
  ChangeEmail,
  ChangePassword,
  ForgotPassword,
  MailSent,
  PasswordChanged,
  PendingEmail,
  ResetPassword,
  VerifiedEmail,
} from '@commons/shared/schemas';
import { request, type Sending } from './client';

/** Follows a mailed verification or change-of-address link (no session needed). */
export const verifyEmail = (token: string) =>
  request<VerifiedEmail>('auth/individual/verify-email', { method: 'post', json: { token } });

/** Asks for a password reset link; the same answer whether or not the address has an account. */
export const forgotPassword = (body: ForgotPassword) =>
  request<MailSent>('auth/individual/forgot-password', { method: 'post', json: body });

/** Sets a new password from a reset link; every session of the account ends. */
export const resetPassword = (body: ResetPassword) =>
  request<PasswordChanged>('auth/individual/reset-password', { method: 'post', json: body });

/** Mails the signed-in owner a new link to verify the address. */
export const resendVerification = () => request<MailSent>('user/individual/resend-verification', { method: 'post' });

/** Changes the signed-in member's password; every other session ends. */
export const changePassword = (body: ChangePassword, sending?: Sending) =>
  request<PasswordChanged>('user/individual/change-password', { method: 'post', json: body, ...sending });

/** Asks to move the login to a new address, confirmed from a link sent there. */
export const changeEmail = (body: ChangeEmail, sending?: Sending) =>
  request<PendingEmail>('user/individual/change-email', { method: 'post', json: body, ...sending });
