import { login } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { Login } from '@commons/shared/schemas';

/** Signs in with email and password; errors are already shown as toasts by the client. */
export const useLogin = () => useSend({ mutationFn: (body: Login) => login(body) });
