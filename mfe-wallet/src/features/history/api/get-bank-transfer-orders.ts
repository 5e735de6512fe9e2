import { bankTransferOrderQueryKeys, getBankTransferOrders } from '@commons/shared/api';
import { cursorListQueryOptions } from '@commons/shared/query';
import { useInfiniteQuery } from '@tanstack/react-query';

/**
 * The account's orders paid by bank transfer, every state, newest first, ten at a time: the same
 * list (and query key) Carbon Credits shows, so placing or cancelling one there refreshes this tab.
 */
export const bankTransferOrdersQueryOptions = () =>
  cursorListQueryOptions({
    queryKey: bankTransferOrderQueryKeys.list('ALL'),
    fetchPage: (page) => getBankTransferOrders('ALL', page),
    rowsOf: (page) => page.orders,
  });

/** The account's bank-transfer orders, for the history's Bank Transfers tab. */
export const useBankTransferOrders = () => useInfiniteQuery(bankTransferOrdersQueryOptions());
