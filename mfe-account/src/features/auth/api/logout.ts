import { logout } from '@commons/shared/api';
import { useMutation } from '@tanstack/react-query';

/** Revokes the session token on the server. */
export const useLogout = () => useMutation({ mutationFn: logout });
