import { accountSecurity } from '@commons/shared/contract';
import type { ChangeEmail, ChangePassword, ForgotPassword, ResetPassword } from '@commons/shared/schemas';
import { call, type Sending } from './client';

/** Follows a mailed verification or change-of-address link (no session needed). */
export const verifyEmail = (token: string) => call(accountSecurity.verifyEmail, { body: { token } });

/** Asks for a password reset link; the same answer whether or not the address has an account. */
export const forgotPassword = (body: ForgotPassword) => call(accountSecurity.forgotPassword, { body });

/** Sets a new password from a reset link; every session of the account ends. */
export const resetPassword = (body: ResetPassword) => call(accountSecurity.resetPassword, { body });

/** Mails the signed-in owner a new link to verify the address. */
export const resendVerification = () => call(accountSecurity.resendVerification, {});

/** Changes the signed-in member's password; every other session ends. */
export const changePassword = (body: ChangePassword, sending?: Sending) => call(accountSecurity.changePassword, { body }, sending);

/** Asks to move the login to a new address, confirmed from a link sent there. */
export const changeEmail = (body: ChangeEmail, sending?: Sending) => call(accountSecurity.changeEmail, { body }, sending);
