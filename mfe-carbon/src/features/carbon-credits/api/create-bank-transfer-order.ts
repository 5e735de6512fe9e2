import { bankTransferOrderQueryKeys, carbonQueryKeys, createBankTransferOrder } from '@commons/shared/api';
import type { BankTransferOrder, CreateBankTransferOrderInput } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isStalePayment } from './refresh-after-payment';

/**
 * What placing or cancelling an order changes (docs/product-rules.md#bank-transfer-orders): the
 * order itself (its reply is kept), the order lists of Carbon Credits and the wallet's history,
 * and the listings whose tonnes it holds or returns. The wallet and the records are untouched:
 * no money has moved yet.
 */
export function applyChangedOrder(queryClient: QueryClient, order: BankTransferOrder) {
  queryClient.setQueryData(bankTransferOrderQueryKeys.one(order.orderId), order);
  void queryClient.invalidateQueries({ queryKey: [...bankTransferOrderQueryKeys.all, 'list'] });
  void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.fifoListings });
  void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.listings });
}

/**
 * Orders a year's credits paid by bank transfer, once a submit (docs/api.md#idempotency-key): the
 * reply carries the transfer details the popup shows. Refused as out of date (the listing sold out
 * meanwhile, say), the listings are asked for again.
 */
export function useCreateBankTransferOrder() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (order: CreateBankTransferOrderInput, { idempotencyKey }) => createBankTransferOrder(order, { idempotencyKey }),
    onSuccess: (order) => applyChangedOrder(queryClient, order),
    onError: (error) => {
      if (!isStalePayment(error)) return;
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.fifoListings });
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.listings });
    },
  });
}
