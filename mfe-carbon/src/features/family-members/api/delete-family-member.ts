import { carbonQueryKeys, deleteFamilyMember } from '@commons/shared/api';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

export const memberDeletedMessage = 'Member Deleted';

/** Removes a family member; only the family list changes (a saved year keeps its estimate). */
export function useDeleteFamilyMember() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (familyMemberId: string) => deleteFamilyMember(familyMemberId),
    onSuccess: () => {
      notify.success(memberDeletedMessage);
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.familyMembers });
    },
  });
}
