import { approveWithdrawal, isApiError, rejectWithdrawal, withdrawalQueueQueryKeys } from '@commons/shared/api';
import { formatUsd } from '@commons/shared/domain';
import { useSend } from '@commons/shared/query';
import type { QueuedWithdrawal, WithdrawalQueuePage } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** What the operator does to a PENDING request, as the console API names it. */
export type WithdrawalAction = 'approve' | 'reject';

/** One decision as the dialog sends it; `code` only for an approval, which pays out. */
export type WithdrawalDecisionInput =
  | { action: 'approve'; request: QueuedWithdrawal; reason: string; code: string }
  | { action: 'reject'; request: QueuedWithdrawal; reason: string };

const doneWords: Record<WithdrawalAction, string> = { approve: 'approved', reject: 'rejected' };

/** The success toast of a decision, naming the amount and the account. */
export const decidedMessage = (action: WithdrawalAction, { amount, email }: QueuedWithdrawal) =>
  `The withdrawal of ${formatUsd(amount)} for ${email} is ${doneWords[action]}`;

/**
 * The decided request takes its row's place in every cached page, so the operator sees the
 * outcome where they acted; the pages are marked stale and are read again when next shown.
 */
function replaceRow(queryClient: QueryClient, decided: QueuedWithdrawal) {
  queryClient.setQueriesData<WithdrawalQueuePage>({ queryKey: withdrawalQueueQueryKeys.all }, (data) =>
    data && { ...data, withdrawals: data.withdrawals.map((row) => (row.requestId === decided.requestId ? decided : row)) },
  );
  void queryClient.invalidateQueries({ queryKey: withdrawalQueueQueryKeys.all, refetchType: 'none' });
}

/**
 * Approves (with the app's current code) or rejects a PENDING request. The server's refusals
 * are shown in the dialog, as sent; a 404 or 409 means the row is out of date, so the lists are
 * read again.
 */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (input: WithdrawalDecisionInput) =>
      input.action === 'approve'
        ? approveWithdrawal(input.request.requestId, { reason: input.reason }, input.code)
        : rejectWithdrawal(input.request.requestId, { reason: input.reason }),
    shownInPlace: () => true,
    onSuccess: (decided, input) => {
      replaceRow(queryClient, decided);
      notify.success(decidedMessage(input.action, decided));
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: withdrawalQueueQueryKeys.all });
      }
    },
  });
}
