import { providerTransferQueryKeys, setProjectTransferAccount } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { TransferAccountInput } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Sets the account a project's transfers are paid to. A refusal shows in the form that sent it;
 * on success the projects are read again, and the orders too, as new buyers are shown the new account.
 */
export function useSaveTransferAccount(project: { projectId: string; name: string }) {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (account: TransferAccountInput) => setProjectTransferAccount(project.projectId, account),
    shownInPlace: () => true,
    onSuccess: () => {
      notify.success(`The transfer details of ${project.name} are saved`);
      return queryClient.invalidateQueries({ queryKey: providerTransferQueryKeys.projects });
    },
  });
}
