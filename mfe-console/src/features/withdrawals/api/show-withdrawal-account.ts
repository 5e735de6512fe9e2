import { getWithdrawalAccount } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';

/**
 * Reads a PENDING request's payout account in full, to pay it out. The server writes an audit
 * event naming the member for each reading (docs/operations.md#the-audit), so it is read only
 * when asked for, never prefetched or cached; its refusal is shown where it was asked.
 */
export function useShowWithdrawalAccount() {
  return useSend({
    mutationFn: (requestId: string) => getWithdrawalAccount(requestId),
    shownInPlace: () => true,
  });
}
