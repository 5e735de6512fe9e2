import { editGroupPolicy } from '@commons/shared/api';
import type { EditGroupPolicy } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterPolicyChange } from './refresh-after-policy-change';

/** The success toast of an edited group policy (docs/product-rules.md#messages), word for word. */
export const groupPolicyEditedMessage = 'Group Policy Edited';

/** Edits a policy's name, role, menus and active flag. */
export function useEditGroupPolicy() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (edit: EditGroupPolicy, { idempotencyKey }) => editGroupPolicy(edit, { idempotencyKey }),
    onSuccess: () => {
      notify.success(groupPolicyEditedMessage);
      refreshAfterPolicyChange(queryClient);
    },
  });
}
