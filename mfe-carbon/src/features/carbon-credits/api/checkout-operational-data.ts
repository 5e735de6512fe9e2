import { carbonQueryKeys, checkoutOperationalData } from '@commons/shared/api';
import type { Checkout } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { applyPaidRecord, isStalePayment, refreshAfterStalePayment, transactionSuccessMessage } from './refresh-after-payment';

/**
 * Buys a record's credits from the listing shown. The row takes the server's reply at once, and the
 * records are then reloaded as the contract asks (docs/product-rules.md#states-and-transitions),
 * since a purchase also moves the badge and the offsets. A purchase refused as out of date (made in
 * another tab, say) reloads what may have changed (`refreshAfterStalePayment`).
 */
export function useCheckoutOperationalData() {
  const queryClient = useQueryClient();
  const historyId = useSession().userInfo?.userHistoryId;
  return useSend({
    mutationFn: (checkout: Checkout, { idempotencyKey }) => checkoutOperationalData(checkout, { idempotencyKey }),
    onSuccess: (record) => {
      notify.success(transactionSuccessMessage);
      applyPaidRecord(queryClient, record, historyId);
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.operationalData });
    },
    onError: (error) => {
      if (isStalePayment(error)) refreshAfterStalePayment(queryClient, historyId);
    },
  });
}
