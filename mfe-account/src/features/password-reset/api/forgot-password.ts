import { forgotPassword } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { ForgotPassword } from '@commons/shared/schemas';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const useForgotPassword = () => useSend({ mutationFn: (body: ForgotPassword) => forgotPassword(body) });
