import { emailAndPassword } from '@commons/shared/contract';
import type { ChangeEmail, ChangePassword, ForgotPassword, ResetPassword } from '@commons/shared/schemas';
import { call, type Sending } from './client';

/** Follows a mailed verification or change-of-address link (no session needed). */
export const verifyEmail = (token: string) => call(emailAndPassword.verifyEmail, { body: { token } });

/** Asks for a password reset link; the same answer whether or not the address has an account. */
export const forgotPassword = (body: ForgotPassword) => call(emailAndPassword.forgotPassword, { body });

/** Sets a new password from a reset link; every session of the account ends. */
export const resetPassword = (body: ResetPassword) => call(emailAndPassword.resetPassword, { body });

/** Mails the signed-in owner a new link to verify the address. */
export const resendVerification = () => call(emailAndPassword.resendVerification, {});

/** Changes the signed-in member's password; every other session ends. */
export const changePassword = (body: ChangePassword, sending?: Sending) => call(emailAndPassword.changePassword, { body }, sending);

/** Asks to move the login to a new address, confirmed from a link sent there. */
export const changeEmail = (body: ChangeEmail, sending?: Sending) => call(emailAndPassword.changeEmail, { body }, sending);
