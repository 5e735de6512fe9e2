import { deleteGroupPolicy } from '@commons/shared/api';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterPolicyChange } from './refresh-after-policy-change';

/** The success toast of a deleted group policy (docs/product-rules.md#messages), word for word. */
export const groupPolicyDeletedMessage = 'Group Policy Deleted';

/** Deletes a policy no sub-user holds; the server refuses one in use with a message. */
export function useDeleteGroupPolicy() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (groupPolicyId: string, { idempotencyKey }) => deleteGroupPolicy(groupPolicyId, { idempotencyKey }),
    onSuccess: () => {
      notify.success(groupPolicyDeletedMessage);
      refreshAfterPolicyChange(queryClient);
    },
  });
}
