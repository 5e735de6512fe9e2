import { monthlyOffset } from '@commons/shared/api';
import { useSession } from '@commons/shared/session';
import { notify } from '@commons/shared/ui';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { applyPaidRecord, isStalePayment, refreshAfterStalePayment, transactionSuccessMessage } from './refresh-after-payment';

/**
 * Retires a twelfth of a year's estimate; the row is replaced by the server's reply
 * (docs/product-rules.md#states-and-transitions).
 */
export function useMonthlyOffset() {
  const queryClient = useQueryClient();
  const historyId = useSession().userInfo?.userHistoryId;
  return useSend({
    mutationFn: (operationalDataId: string, { idempotencyKey }) => monthlyOffset({ operationalDataId }, { idempotencyKey }),
    onSuccess: (record) => {
      notify.success(transactionSuccessMessage);
      applyPaidRecord(queryClient, record, historyId);
    },
    onError: (error) => {
      if (isStalePayment(error)) refreshAfterStalePayment(queryClient, historyId);
    },
  });
}
