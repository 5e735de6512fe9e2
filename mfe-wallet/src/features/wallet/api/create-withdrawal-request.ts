import { raiseWithdrawalRequest, walletQueryKeys } from '@commons/shared/api';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of a withdrawal request (docs/product-rules.md#messages), word for word. */
export const withdrawalCreatedMessage = 'Withdrawal Request Created';

/**
 * Asks for a withdrawal. The server holds the amount at once, so the balance and the pending
 * list change; nothing else does until an operator decides. A refusal refreshes them too: the
 * balance this tab showed may be stale (another tab withdrew it), and the popup's amount rule
 * follows the balance it shows.
 */
export function useCreateWithdrawalRequest() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (amount: number, { idempotencyKey }) =>
      raiseWithdrawalRequest({ requestedWithdrawalAmount: amount }, { idempotencyKey }),
    onSuccess: () => notify.success(withdrawalCreatedMessage),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.withdrawalRequests('pending') });
    },
  });
}
