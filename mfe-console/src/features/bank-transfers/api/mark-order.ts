import { markOrderInProgress, markOrderPaid, providerTransferQueryKeys } from '@commons/shared/api';
import { formatCreditorReference, formatUsd } from '@commons/shared/domain';
import { useSend } from '@commons/shared/query';
import type { MarkOrderPaidInput, ProviderOrder } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';

/** A provider's mark, as the dialog sends it: in progress, or paid with what the transfer brought. */
export type MarkInput = { mark: 'in_progress'; order: ProviderOrder } | { mark: 'paid'; order: ProviderOrder; received: MarkOrderPaidInput };

/** The success toast of a mark, naming the order by its reference and amount. */
export const markedMessage = ({ mark, order }: Pick<MarkInput, 'mark' | 'order'>) =>
  `The order ${formatCreditorReference(order.reference)} of ${formatUsd(order.amount)} is ${mark === 'paid' ? 'paid: its certificate is issued' : 'in progress'}`;

/**
 * Marks an order in progress, or paid. The server's refusals (an amount or a reference that does
 * not match, an order another provider marked first) are shown in the dialog as sent; whatever
 * the answer, every list of orders and a looked-up order are read again, as a refusal means the
 * row on screen may be out of date.
 */
export function useMarkOrder() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: providerTransferQueryKeys.orders });
  return useSend({
    mutationFn: (input: MarkInput) => (input.mark === 'paid' ? markOrderPaid(input.order.orderId, input.received) : markOrderInProgress(input.order.orderId)),
    shownInPlace: () => true,
    onSuccess: (_order, input) => {
      notify.success(markedMessage(input));
      return refresh();
    },
    onError: () => void refresh(),
  });
}
