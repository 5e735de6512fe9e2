import { signup } from '@commons/shared/api';
import { useMutation } from '@tanstack/react-query';

/** Creates an account; errors (an email already taken...) are already shown as toasts. */
export const useSignup = () => useMutation({ mutationFn: signup });
