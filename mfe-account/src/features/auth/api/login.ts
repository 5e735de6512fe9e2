import { login } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { Login } from '@commons/shared/schemas';

/**
 * Signs in with email and password. A refusal is an error toast, except a 403 (an account that
 * may not sign in, say why): the form shows that one as its note.
 */
export const useLogin = () =>
  useSend({ mutationFn: (body: Login) => login(body), shownInPlace: (error) => error.status === 403 });
