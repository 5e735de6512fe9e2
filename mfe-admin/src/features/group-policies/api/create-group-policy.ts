import { createGroupPolicy } from '@commons/shared/api';
import type { CreateGroupPolicy } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterPolicyChange } from './refresh-after-policy-change';

/** The success toast of a new group policy (docs/product-rules.md#messages), word for word. */
export const groupPolicyCreatedMessage = 'Group Policy Created';

/** Creates a group policy. */
export function useCreateGroupPolicy() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (policy: CreateGroupPolicy, { idempotencyKey }) => createGroupPolicy(policy, { idempotencyKey }),
    onSuccess: () => {
      notify.success(groupPolicyCreatedMessage);
      refreshAfterPolicyChange(queryClient);
    },
  });
}
