import { deleteSubUser, subUserQueryKeys } from '@commons/shared/api';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of a deleted sub-user (docs/product-rules.md#messages), word for word. */
export const subUserDeletedMessage = 'Sub User Deleted';

/** Deletes a sub-user's login; only the sub-user list changes (their records stay with the account). */
export function useDeleteSubUser() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (subUserId: string, { idempotencyKey }) => deleteSubUser(subUserId, { idempotencyKey }),
    onSuccess: () => {
      notify.success(subUserDeletedMessage);
      void queryClient.invalidateQueries({ queryKey: subUserQueryKeys.all });
    },
  });
}
