import { purchaseSummary, requiredQuantity } from '@commons/shared/domain';
import type { CreditListing, OperationalData } from '@commons/shared/schemas';
import { Button, Modal, Spinner, Stack, useFormToasts, VisuallyHidden } from '@commons/shared/ui';
import { useEffect, useState } from 'react';
import { DetailList } from '../../../components/detail-list';
import { QueryState } from '../../../components/query-state';
import { useCheckoutOperationalData } from '../api/checkout-operational-data';
import { useFifoListing } from '../api/get-fifo-listing';
import { useListings } from '../api/get-listings';
import { useWalletBalance } from '../api/get-wallet-balance';
import { isStalePayment } from '../api/refresh-after-payment';
import { BalanceCheck, canPay } from './balance-check';
import { PriceBreakdown } from './price-breakdown';
import { ProjectChoice, quantityError } from './project-choice';
import { projectDetails } from './purchase-figures';

/**
 * The chosen listing's figures, the project and quantity to choose (the FIFO listing and the
 * year's gap unless the buyer picks otherwise), the balance against the cost, and
 * Confirm.
 */
function PurchaseOffer({ record, fifo, gap, onDone }: {
  record: OperationalData;
  fifo: CreditListing;
  gap: number;
  onDone: () => void;
}) {
  const offers = useListings(gap);
  const [listingId, setListingId] = useState(fifo.listingId);
  const [typed, setTyped] = useState(String(gap));
  const choices = offers.data?.some((offer) => offer.listingId === fifo.listingId) ? offers.data : [fifo];
  const listing = choices.find((offer) => offer.listingId === listingId) ?? fifo;
  const error = quantityError(typed, gap, listing);
  // The figures follow the last quantity that could be bought while one that cannot is typed;
  // Confirm waits for a valid one. Validity changes only with the field or the project.
  const [quantity, setQuantity] = useState(gap);
  const choose = (nextTyped: string, nextListingId: string) => {
    setTyped(nextTyped);
    setListingId(nextListingId);
    const next = choices.find((offer) => offer.listingId === nextListingId) ?? fifo;
    if (quantityError(nextTyped, gap, next) === undefined) setQuantity(Number(nextTyped));
  };
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
    checkout.send(
      { listingId: listing.listingId, operationalDataId: record.operationalDataId, quantity: Number(typed) },
      { onSuccess: onDone, onError },
    );
  };
  return (
    <Stack>
      <ProjectChoice
        offers={choices}
        fifoId={fifo.listingId}
        listingId={listing.listingId}
        onListing={(id) => choose(typed, id)}
        quantity={typed}
        onQuantity={(value) => choose(value, listing.listingId)}
        gap={gap}
        error={error}
      />
      <PriceBreakdown prices={listing} quantity={quantity} />
      <DetailList label="Project" details={projectDetails(listing)} />
      {/* A new tab: the popup, its choice and its quantity stay as they are. */}
      <a href={`/projects/${encodeURIComponent(listing.projectId)}`} target="_blank" rel="noopener">
        About this project: pictures, location and disclosure
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      <QueryState query={wallet} what="Your wallet balance">
        {({ amount }) => <BalanceCheck balance={amount} cost={cost} purchase={record.operationalDataId} />}
      </QueryState>
      <Button block busy={checkout.busy} disabled={!enough || error !== undefined} onClick={confirm}>
        Confirm
      </Button>
    </Stack>
  );
}

/**
 * The Purchasing Credits popup (docs/product-rules.md#carbon-credits): the FIFO listing for the
 * year's required quantity, or another project and a larger quantity the buyer picks, its prices
 * and project, the balance, and Confirm. When no listing can be found the popup closes
 * (docs/product-rules.md#calls); the API client has already toasted why.
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
        <PurchaseOffer record={record} fifo={listing.data} gap={quantity} onDone={onClose} />
      ) : (
        <Spinner label="Finding credits" />
      )}
    </Modal>
  );
}
