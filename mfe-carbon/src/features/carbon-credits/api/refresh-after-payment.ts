import { ApiError, carbonQueryKeys, historyQueryKeys, walletQueryKeys } from '@commons/shared/api';
import type { OperationalData } from '@commons/shared/schemas';
import type { QueryClient } from '@tanstack/react-query';

/** The success toast of a checkout and of a monthly offset (docs/product-rules.md#messages), word for word. */
export const transactionSuccessMessage = 'Transaction Success';

/**
 * What a payment from the wallet changes: the record (replaced by the server's reply, so the
 * row shows it at once), the balance and the wallet's Checkout history. Nothing else is asked
 * again.
 */
export function applyPaidRecord(queryClient: QueryClient, record: OperationalData, historyId: string | undefined) {
  queryClient.setQueryData<OperationalData[]>(carbonQueryKeys.operationalData, (records) =>
    records?.map((other) => (other.operationalDataId === record.operationalDataId ? record : other)),
  );
  void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
  if (historyId) void queryClient.invalidateQueries({ queryKey: historyQueryKeys.checkoutRecords(historyId) });
}

/**
 * Whether the server refused a payment because what the popup showed is out of date (409): the
 * year was bought or offset in another tab, the listing sold out, the balance was spent
 * elsewhere. The client has toasted the server's reason; the popup closes on it, since the same
 * Confirm would only be refused again.
 */
export const isStalePayment = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/**
 * After a stale payment: asks again for what another tab may have changed, the records (so the
 * row stops offering what is done), the listings they buy from, the balance and the Checkout
 * history. The family members and the rest of the site are left alone.
 */
export function refreshAfterStalePayment(queryClient: QueryClient, historyId: string | undefined) {
  void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.operationalData });
  void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.fifoListings });
  void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.listings });
  void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
  if (historyId) void queryClient.invalidateQueries({ queryKey: historyQueryKeys.checkoutRecords(historyId) });
}
