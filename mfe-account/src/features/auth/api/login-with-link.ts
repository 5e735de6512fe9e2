import { loginWithLink } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';

/** Follows a mailed one-time sign-in link; errors are already shown as toasts by the client. */
export const useLoginWithLink = () => useSend({ mutationFn: (token: string) => loginWithLink(token) });
