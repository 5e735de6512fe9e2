import { login } from '@commons/shared/api';
import { useMutation } from '@tanstack/react-query';

/** Signs in with email and password; errors are already shown as toasts by the client. */
export const useLogin = () => useMutation({ mutationFn: login });
