import { loginWithCode } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { TwoFactorLogin } from '@commons/shared/schemas';

/** The code step of a sign-in with two-factor on; errors are already shown as toasts by the client. */
export const useLoginWithCode = () => useSend({ mutationFn: (body: TwoFactorLogin) => loginWithCode(body) });
