import { cancelWithdrawalRequest, walletQueryKeys } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of a cancelled withdrawal request (docs/product-rules.md#money-and-payments). */
export const withdrawalCancelledMessage = 'Withdrawal Request Cancelled';

/**
 * Cancels a pending withdrawal request. The server returns the held amount, so the balance
 * changes and the request moves from the Pending list to the Rejected one; nothing else does
 * (a completed withdrawal is not in the Completed tab until an operator approves it).
 */
export function useCancelWithdrawalRequest() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (requestId: string, { idempotencyKey }) => cancelWithdrawalRequest(requestId, { idempotencyKey }),
    onSuccess: () => notify.success(withdrawalCancelledMessage),
    // A refusal (409) means an operator decided the request meanwhile: the lists are stale too.
    onSettled: () => {
      for (const queryKey of [
        walletQueryKeys.balance,
        walletQueryKeys.withdrawalRequests('pending'),
        walletQueryKeys.withdrawalRequests('rejected'),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
