import { createSubUser, subUserQueryKeys } from '@commons/shared/api';
import type { CreateSubUser } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of a new sub-user (docs/product-rules.md#messages), word for word. */
export const subUserCreatedMessage = 'Sub User Created';

/** Creates a sub-user login on the owner's account; only the sub-user list changes. */
export function useCreateSubUser() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (subUser: CreateSubUser, { idempotencyKey }) => createSubUser(subUser, { idempotencyKey }),
    onSuccess: () => {
      notify.success(subUserCreatedMessage);
      void queryClient.invalidateQueries({ queryKey: subUserQueryKeys.all });
    },
  });
}
