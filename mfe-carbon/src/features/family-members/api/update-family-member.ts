import { carbonQueryKeys, updateFamilyMember } from '@commons/shared/api';
import type { CreateFamilyMember } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

export const memberUpdatedMessage = 'Member Updated';

/** Changes a family member's details; only the family list changes. */
export function useUpdateFamilyMember(familyMemberId: string) {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (member: CreateFamilyMember) => updateFamilyMember(familyMemberId, member),
    onSuccess: () => {
      notify.success(memberUpdatedMessage);
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.familyMembers });
    },
  });
}
