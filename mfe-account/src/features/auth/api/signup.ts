import { signup } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { Signup } from '@commons/shared/schemas';

/** Creates an account; errors (an email already taken...) are already shown as toasts. */
export const useSignup = () => useSend({ mutationFn: (body: Signup) => signup(body) });
