import { resendVerification } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';

/** Said when a new link is on its way. */
export const linkResentMessage = 'A new link is on its way: check your inbox.';

/** Mails a new verification link; the server throttles it (a refusal is the client's toast). */
export const useResendVerification = () =>
  useSend({ mutationFn: () => resendVerification(), onSuccess: () => notify.success(linkResentMessage) });
