import { bankTransferOrderQueryKeys, cancelBankTransferOrder } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { applyChangedOrder } from './create-bank-transfer-order';

/** The toast of a cancelled order: its tonnes went back on sale. */
export const orderCancelledMessage = 'Order cancelled';

/**
 * Cancels an order still awaiting payment (docs/product-rules.md#bank-transfer-orders). A refusal
 * (409) means the provider took it in hand meanwhile: the lists are asked for again so its row
 * shows the state that stopped it.
 */
export function useCancelBankTransferOrder() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (orderId: string, { idempotencyKey }) => cancelBankTransferOrder(orderId, { idempotencyKey }),
    onSuccess: (order) => {
      notify.success(orderCancelledMessage);
      applyChangedOrder(queryClient, order);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: [...bankTransferOrderQueryKeys.all, 'list'] }),
  });
}
