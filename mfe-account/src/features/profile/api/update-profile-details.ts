import { updateProfileDetails } from '@commons/shared/api';
import { useMutation } from '@tanstack/react-query';
import { useStoreSavedProfile } from './use-store-saved-profile';

/** Saves the changed profile fields; errors are already shown as toasts by the client. */
export function useUpdateProfileDetails() {
  const storeSavedProfile = useStoreSavedProfile();
  return useMutation({ mutationFn: updateProfileDetails, onSuccess: storeSavedProfile });
}
