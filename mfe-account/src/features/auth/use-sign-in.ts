import type { CurrentUser } from '@commons/shared/domain';
import { useCurrentUserActions } from '@commons/shared/query';

/**
 * Stores a fresh sign-in: the session (persisted in sessionStorage) and the profile the host's
 * guard reads, so the next protected page shows at once while the guard re-checks the token
 * in the background instead of showing "Signing In" for a profile we already hold.
 */
export const useSignIn = (): ((user: CurrentUser) => void) => useCurrentUserActions().signIn;
