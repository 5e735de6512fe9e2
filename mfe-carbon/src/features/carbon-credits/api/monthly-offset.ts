import { monthlyOffset } from '@commons/shared/api';
import { useSession } from '@commons/shared/session';
import { notify } from '@commons/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyPaidRecord, transactionSuccessMessage } from './refresh-after-payment';

/** Retires a twelfth of a year's estimate; the row is replaced by the server's reply (section 4). */
export function useMonthlyOffset() {
  const queryClient = useQueryClient();
  const historyId = useSession().userInfo?.userHistoryId;
  return useMutation({
    mutationFn: (operationalDataId: string) => monthlyOffset({ operationalDataId }),
    onSuccess: (record) => {
      notify.success(transactionSuccessMessage);
      applyPaidRecord(queryClient, record, historyId);
    },
  });
}
