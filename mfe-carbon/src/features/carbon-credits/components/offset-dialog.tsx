import { formatUsd, monthlyOffsetTonnes, purchaseSummary, requiredQuantity } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { Button, Spinner, Stack, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { useEffect } from 'react';
import { useFifoListing } from '../api/get-fifo-listing';
import { useMonthlyOffset } from '../api/monthly-offset';
import { isStalePayment } from '../api/refresh-after-payment';
import { formatTonnes } from './purchase-figures';

/**
 * Asks before a monthly offset spends money: how many tonnes it retires (a twelfth of the
 * year's estimate) and what they cost from the listing they would come from. Like the purchase
 * popup, it closes when no listing can supply them.
 */
export function OffsetDialog({ record, onClose }: { record: OperationalData; onClose: () => void }) {
  const estimate = requiredQuantity(record);
  const tonnes = estimate === null ? null : monthlyOffsetTonnes(estimate);
  const listing = useFifoListing(tonnes);
  const offset = useMonthlyOffset();
  const toasts = useFormToasts();
  useEffect(() => {
    if (listing.isError) onClose();
  }, [listing.isError, onClose]);

  const confirm = () => {
    toasts.clear();
    // Refused as out of date (offset in another tab): the client's toast stays up as the popup closes.
    const onError = (error: unknown) => (isStalePayment(error) ? onClose() : toasts.adopt(error));
    offset.send(record.operationalDataId, { onSuccess: onClose, onError });
  };
  return (
    <Modal title="Monthly Offset" onClose={onClose}>
      {tonnes === null || tonnes <= 0 ? (
        <p>This year has no emissions to offset.</p>
      ) : listing.data ? (
        <Stack>
          <p>
            Offset {formatTonnes(tonnes)} of {record.year} for {formatUsd(purchaseSummary(listing.data, tonnes).markedUpTotal)}, paid
            from your wallet (credits from {listing.data.projectName}).
          </p>
          <Button block busy={offset.busy} onClick={confirm}>
            Confirm Offset
          </Button>
          <Button block variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Stack>
      ) : (
        <Spinner label="Finding credits" />
      )}
    </Modal>
  );
}
