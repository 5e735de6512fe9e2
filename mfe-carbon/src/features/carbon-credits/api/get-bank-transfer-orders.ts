import { bankTransferOrderQueryKeys, getBankTransferOrders } from '@commons/shared/api';
import { unpaidOrderStates } from '@commons/shared/domain';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The account's bank-transfer orders of every state, newest first, ten at a time. */
export const bankTransferOrdersQueryOptions = () =>
  cursorListQueryOptions({
    queryKey: bankTransferOrderQueryKeys.list('ALL'),
    fetchPage: (page) => getBankTransferOrders('ALL', page),
    rowsOf: (page) => page.orders,
  });

/** The account's bank-transfer orders, as Carbon Credits lists them. */
export const useBankTransferOrders = () => useInfiniteQuery(bankTransferOrdersQueryOptions());

/**
 * The year's unpaid order among those listed, if any: the popup says a second must wait rather
 * than let the server refuse it (docs/product-rules.md#bank-transfer-orders). One older than the
 * pages loaded is still refused by the server, which says why.
 */
export function useOpenOrder(operationalDataId: string) {
  const orders = useBankTransferOrders();
  return orders.data?.find((order) => order.operationalDataId === operationalDataId && unpaidOrderStates.includes(order.state));
}
