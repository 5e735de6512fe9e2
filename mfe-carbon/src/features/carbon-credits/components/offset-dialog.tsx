import { formatUsd, monthlyOffsetTonnes, purchaseSummary, requiredQuantity } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { Button, Modal, Spinner, Stack, useFormToasts } from '@commons/shared/ui';
import { useEffect } from 'react';
import { useFifoListing } from '../api/get-fifo-listing';
import { useMonthlyOffset } from '../api/monthly-offset';
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
    offset.mutate(record.operationalDataId, { onSuccess: onClose, onError: toasts.adopt });
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
          <Button block busy={offset.isPending} onClick={confirm}>
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
