import { carbonQueryKeys, historyQueryKeys, walletQueryKeys } from '@commons/shared/api';
import type { OperationalData } from '@commons/shared/schemas';
import type { QueryClient } from '@tanstack/react-query';

/** The success toast of a checkout and of a monthly offset (PRODUCT_SPEC section 8), word for word. */
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
