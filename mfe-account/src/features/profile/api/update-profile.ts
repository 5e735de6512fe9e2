import { updateProfile } from '@commons/shared/api';
import type { EditProfile } from '@commons/shared';
import { useMutation } from '@tanstack/react-query';
import { useStoreSavedProfile } from './use-store-saved-profile';

/**
 * The edit-profile update of the given account; failures are already shown as one toast with
 * the section 8 message for their status.
 */
export function useUpdateProfile() {
  const storeSavedProfile = useStoreSavedProfile();
  return useMutation({
    mutationFn: ({ individualId, details }: { individualId: string; details: EditProfile }) =>
      updateProfile(individualId, details),
    onSuccess: storeSavedProfile,
  });
}
