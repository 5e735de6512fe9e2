import { updateProfileDetails } from '@commons/shared/api';
import { useCurrentUserActions, useSend } from '@commons/shared/query';
import type { ProfileChanges } from '@commons/shared/schemas';

/**
 * Saves the changed profile fields; the saved user the server replies with becomes the current
 * user (its status may have moved). Errors are already shown as toasts by the client.
 */
export function useUpdateProfileDetails() {
  const { saved } = useCurrentUserActions();
  return useSend({ mutationFn: (changes: ProfileChanges) => updateProfileDetails(changes), onSuccess: saved });
}
