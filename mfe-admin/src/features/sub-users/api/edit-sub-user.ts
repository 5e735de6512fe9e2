import { editSubUser, subUserQueryKeys } from '@commons/shared/api';
import type { EditSubUser } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of an edited sub-user (docs/product-rules.md#messages), word for word. */
export const subUserEditedMessage = 'Sub User Edited';

/** Changes a sub-user's policy or suspends / reinstates them; only the sub-user list changes. */
export function useEditSubUser() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (edit: EditSubUser, { idempotencyKey }) => editSubUser(edit, { idempotencyKey }),
    onSuccess: () => {
      notify.success(subUserEditedMessage);
      void queryClient.invalidateQueries({ queryKey: subUserQueryKeys.all });
    },
  });
}
