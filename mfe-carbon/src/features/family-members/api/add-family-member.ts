import { addFamilyMember, carbonQueryKeys } from '@commons/shared/api';
import type { CreateFamilyMember } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of a new family member (docs/product-rules.md#messages), word for word. */
export const memberAddedMessage = 'Member Added';

/** Adds a family member; only the family list changes (a saved year keeps its estimate). */
export function useAddFamilyMember() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (member: CreateFamilyMember, { idempotencyKey }) => addFamilyMember(member, { idempotencyKey }),
    onSuccess: () => {
      notify.success(memberAddedMessage);
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.familyMembers });
    },
  });
}
