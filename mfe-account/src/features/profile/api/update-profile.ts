import { updateProfile } from '@commons/shared/api';
import type { EditProfile } from '@commons/shared';
import { useCurrentUserActions, useSend } from '@commons/shared/query';

/**
 * The edit-profile update of the given account; failures are already shown as one toast with the
 * contract's message for their status (docs/product-rules.md#messages). The reply replaces the
 * current user (docs/product-rules.md#calls).
 */
export function useUpdateProfile() {
  const { saved } = useCurrentUserActions();
  return useSend({
    mutationFn: ({ individualId, details }: { individualId: string; details: EditProfile }) =>
      updateProfile(individualId, details),
    onSuccess: saved,
  });
}
