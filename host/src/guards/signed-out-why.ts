import { isApiError } from '@commons/shared/api';
import { isSessionEndMessage } from '@commons/shared/domain';

/**
 * Why the server ended the session, from the failed profile check's error: the 401's message when
 * it says so (an idle or expired session, a new password; docs/configuration.md#accounts-and-sessions),
 * else undefined and login says the plain "You've been signed out".
 */
export function signedOutWhy(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 401 || !isSessionEndMessage(error.message)) return undefined;
  return error.message;
}
