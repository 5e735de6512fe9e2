import { requestConsoleSignInLink } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { ConsoleSignInLinkRequest } from '@commons/shared/schemas';

/** Asks for a one-time sign-in link by mail; the reply is the same for any address. */
export function useRequestSignInLink() {
  return useSend({ mutationFn: (body: ConsoleSignInLinkRequest) => requestConsoleSignInLink(body) });
}
