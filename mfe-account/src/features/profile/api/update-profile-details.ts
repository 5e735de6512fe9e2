import { updateProfileDetails } from '@commons/shared/api';
import { useCurrentUserActions } from '@commons/shared/query';
import { useMutation } from '@tanstack/react-query';

/**
 * Saves the changed profile fields; the saved user the server replies with becomes the current
 * user (its status may have moved). Errors are already shown as toasts by the client.
 */
export function useUpdateProfileDetails() {
  const { saved } = useCurrentUserActions();
  return useMutation({ mutationFn: updateProfileDetails, onSuccess: saved });
}
