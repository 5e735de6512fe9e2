import { resetPassword } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { ResetPassword } from '@commons/shared/schemas';

/** What login says once the new password is set. */
export const passwordResetMessage = 'Password changed, please log in';

/** Sets the new password from a reset link. */
export const useResetPassword = () => useSend({ mutationFn: (body: ResetPassword) => resetPassword(body) });
