import { changePassword } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { ChangePassword } from '@commons/shared/schemas';

/** Said once the password is changed; the other sessions are already ended. */
export const passwordChangedMessage = 'Password changed. Every other browser signed in to your account was signed out.';

/** Changes the password under one Idempotency-Key per submit; refusals are the client's toasts. */
export const useChangePassword = () =>
  useSend({ mutationFn: (body: ChangePassword, { idempotencyKey }) => changePassword(body, { idempotencyKey }) });
