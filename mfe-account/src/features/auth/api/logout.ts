import { logout } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';

/** Revokes the session token on the server. */
export const useLogout = () => useSend({ mutationFn: () => logout() });
