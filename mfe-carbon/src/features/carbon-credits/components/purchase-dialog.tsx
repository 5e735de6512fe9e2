import { purchaseSummary, requiredQuantity } from '@commons/shared/domain';
import type { CreditListing, OperationalData } from '@commons/shared/schemas';
import { Button, Modal, Spinner, Stack, useFormToasts } from '@commons/shared/ui';
import { useEffect } from 'react';
import { DetailList } from '../../../components/detail-list';
import { QueryState } from '../../../components/query-state';
import { useCheckoutOperationalData } from '../api/checkout-operational-data';
import { useFifoListing } from '../api/get-fifo-listing';
import { useWalletBalance } from '../api/get-wallet-balance';
import { isStalePayment } from '../api/refresh-after-payment';
import { BalanceCheck, canPay } from './balance-check';
import { PriceBreakdown } from './price-breakdown';
import { projectDetails } from './purchase-figures';

/** The listing's figures, the balance against them, and Confirm. */
function PurchaseOffer({ record, listing, quantity, onDone }: {
  record: OperationalData;
  listing: CreditListing;
  quantity: number;
  onDone: () => void;
}) {
  const wallet = useWalletBalance();
  const checkout = useCheckoutOperationalData();
  const toasts = useFormToasts();
  const cost = purchaseSummary(listing, quantity).markedUpTotal;
  const enough = wallet.data !== undefined && canPay(wallet.data.amount, cost);
  const confirm = () => {
    toasts.clear();
    // Refused as out of date (bought in another tab): the client's toast says why, and it stays
    // up once the popup has closed, since the form does not adopt it.
    const onError = (error: unknown) => (isStalePayment(error) ? onDone() : toasts.adopt(error));
    checkout.send({ listingId: listing.listingId, operationalDataId: record.operationalDataId }, { onSuccess: onDone, onError });
  };
  return (
    <Stack>
      <PriceBreakdown prices={listing} quantity={quantity} />
      <DetailList label="Project" details={projectDetails(listing)} />
      <QueryState query={wallet} what="Your wallet balance">
        {({ amount }) => <BalanceCheck balance={amount} cost={cost} purchase={record.operationalDataId} />}
      </QueryState>
      <Button block busy={checkout.busy} disabled={!enough} onClick={confirm}>
        Confirm
      </Button>
    </Stack>
  );
}

/**
 * The Purchasing Credits popup (PRODUCT_SPEC sections 2, 7 and 9): the FIFO listing for the
 * year's required quantity, its prices and project, the balance, and Confirm. When no listing
 * can be found the popup closes (section 8); the API client has already toasted why.
 */
export function PurchaseDialog({ record, onClose }: { record: OperationalData; onClose: () => void }) {
  const quantity = requiredQuantity(record);
  const listing = useFifoListing(quantity);
  useEffect(() => {
    if (listing.isError) onClose();
  }, [listing.isError, onClose]);

  return (
    <Modal title="Purchasing Credits" description={`Offset the emissions of ${record.year}.`} onClose={onClose}>
      {quantity === null || quantity <= 0 ? (
        <p>This year has no emissions to buy credits for.</p>
      ) : listing.data ? (
        <PurchaseOffer record={record} listing={listing.data} quantity={quantity} onDone={onClose} />
      ) : (
        <Spinner label="Finding credits" />
      )}
    </Modal>
  );
}
