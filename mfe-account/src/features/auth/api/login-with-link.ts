import { loginWithLink } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';

/** Follows a mailed one-time sign-in link; the page shows a refusal in place, not as a toast too. */
export const useLoginWithLink = () => useSend({ mutationFn: (token: string) => loginWithLink(token), shownInPlace: () => true });
