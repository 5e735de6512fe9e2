import { purchaseSummary } from '@commons/shared/domain';
import type { BankTransferOrder, CreditListing, OperationalData } from '@commons/shared/schemas';
import { Button, Spinner, Stack, useFormToasts } from '@commons/shared/ui';
import { Modal, VisuallyHidden } from '@commons/shared/ui-kit';
import { useEffect, useState } from 'react';
import { DetailList } from '../../../components/detail-list';
import { useCheckoutOperationalData } from '../api/checkout-operational-data';
import { useCreateBankTransferOrder } from '../api/create-bank-transfer-order';
import { useOpenOrder } from '../api/get-bank-transfer-orders';
import { useFifoListing } from '../api/get-fifo-listing';
import { useFreshRecord } from '../api/get-fresh-record';
import { useListings } from '../api/get-listings';
import { isStalePayment } from '../api/refresh-after-payment';
import { OrderPlaced } from './order-placed';
import { noTransferReason, PaymentChoice, type PaymentMethod } from './payment-choice';
import { PriceBreakdown } from './price-breakdown';
import { ProjectChoice, quantityError } from './project-choice';
import { needOn, PurchaseBasisChoice, type PurchaseBasis } from './purchase-basis';
import { projectDetails, purchaseNeeds, type PurchaseNeeds } from './purchase-figures';
import { PurchaseSuccess } from './purchase-success';
import { useWalletPayment, WalletPayment } from './wallet-payment';

/** A purchase done: the server's record and the tonnes it retired. */
interface Bought {
  record: OperationalData;
  quantity: number;
}

/** What the offer came to: credits bought from the wallet, or an order to pay by bank transfer. */
type Done = { bought: Bought } | { ordered: BankTransferOrder };

/**
 * The chosen listing's figures, what to offset (the year's need, or its detailed estimate's),
 * the project and quantity to choose (the FIFO listing and the need unless the buyer picks
 * otherwise), the payment (the wallet against the cost, or a bank transfer where the project
 * takes them), and Confirm or Pay by bank transfer.
 */
function PurchaseOffer({ record, needs, fifo, onDone, onStale }: {
  record: OperationalData;
  needs: PurchaseNeeds;
  fifo: CreditListing;
  onDone: (done: Done) => void;
  onStale: () => void;
}) {
  const [basis, setBasis] = useState<PurchaseBasis>('contract');
  const least = needOn(needs, basis);
  const offers = useListings(least);
  const [listingId, setListingId] = useState(fifo.listingId);
  const [typed, setTyped] = useState(String(needs.contract));
  const choices = offers.data?.some((offer) => offer.listingId === fifo.listingId) ? offers.data : [fifo];
  const listing = choices.find((offer) => offer.listingId === listingId) ?? fifo;
  const error = quantityError(typed, least, listing);
  // The figures follow the last quantity that could be bought while one that cannot is typed;
  // Confirm waits for a valid one. Validity changes only with the field, the basis or the project.
  const [quantity, setQuantity] = useState(needs.contract);
  const choose = (nextTyped: string, nextListingId: string, nextLeast = least) => {
    setTyped(nextTyped);
    setListingId(nextListingId);
    const next = choices.find((offer) => offer.listingId === nextListingId) ?? fifo;
    if (quantityError(nextTyped, nextLeast, next) === undefined) setQuantity(Number(nextTyped));
  };
  const chooseBasis = (next: PurchaseBasis) => {
    setBasis(next);
    choose(String(needOn(needs, next)), listing.listingId, needOn(needs, next));
  };
  const checkout = useCheckoutOperationalData();
  const order = useCreateBankTransferOrder();
  const [method, setMethod] = useState<PaymentMethod>('wallet');
  const noTransfer = noTransferReason(listing, useOpenOrder(record.operationalDataId));
  // A project chosen afterwards that takes no transfers is paid from the wallet.
  const paying: PaymentMethod = noTransfer === undefined ? method : 'wallet';
  const toasts = useFormToasts();
  const cost = purchaseSummary(listing, quantity).markedUpTotal;
  const payment = useWalletPayment(cost);
  const confirm = () => {
    toasts.clear();
    // Refused as out of date (bought in another tab, sold out): the client's toast says why, and
    // it stays up once the popup has closed, since the form does not adopt it.
    const onError = (error: unknown) => (isStalePayment(error) ? onStale() : toasts.adopt(error));
    const confirmed = Number(typed);
    const purchase = { listingId: listing.listingId, operationalDataId: record.operationalDataId, quantity: confirmed };
    if (paying === 'transfer') {
      order.send(purchase, { onSuccess: (reply) => onDone({ ordered: reply }), onError });
      return;
    }
    checkout.send(purchase, { onSuccess: (reply) => onDone({ bought: { record: reply, quantity: confirmed } }), onError });
  };
  const busy = checkout.busy || order.busy;
  return (
    <Stack>
      <PurchaseBasisChoice needs={needs} year={record.year} basis={basis} onBasis={chooseBasis} />
      <ProjectChoice
        offers={choices}
        fifoId={fifo.listingId}
        listingId={listing.listingId}
        onListing={(id) => choose(typed, id)}
        quantity={typed}
        onQuantity={(value) => choose(value, listing.listingId)}
        gap={least}
        error={error}
      />
      <PriceBreakdown prices={listing} quantity={quantity} />
      <DetailList label="Project" details={projectDetails(listing)} />
      {/* A new tab: the popup, its choice and its quantity stay as they are. */}
      <a href={`/projects/${encodeURIComponent(listing.projectId)}`} target="_blank" rel="noopener">
        About this project: pictures, location and disclosure
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      <PaymentChoice reason={noTransfer} method={paying} onMethod={setMethod} />
      {paying === 'wallet' ? (
        <>
          <WalletPayment payment={payment} cost={cost} purchase={record.operationalDataId} />
          <Button block busy={busy} disabled={!payment.payable || error !== undefined} onClick={confirm}>
            {checkout.busy ? 'Buying and retiring your credits…' : 'Confirm'}
          </Button>
        </>
      ) : (
        <Button block busy={busy} disabled={error !== undefined} onClick={confirm}>
          {order.busy ? 'Placing your order…' : 'Pay by bank transfer'}
        </Button>
      )}
    </Stack>
  );
}

/** Why a year the popup was opened for offers no purchase now, read from the server's record. */
function nothingToBuy(record: OperationalData | undefined): string {
  if (!record) return 'This year is no longer in your records.';
  if (record.estimatedEmissions === null && record.emissions === null) return 'This year has no emissions to buy credits for.';
  if (record.credits > 0) return `The credits of ${record.year} are already bought (perhaps in another tab). Nothing was charged.`;
  return `${record.year} is already covered: ${record.offsets} t are retired for it. Nothing was charged.`;
}

/** The offer once the year's need is known: the FIFO listing for it, then the offer itself. */
function NeedOffer({ record, needs, onDone, onClose }: {
  record: OperationalData;
  needs: PurchaseNeeds;
  onDone: (done: Done) => void;
  onClose: () => void;
}) {
  const listing = useFifoListing(needs.contract);
  useEffect(() => {
    if (listing.isError) onClose();
  }, [listing.isError, onClose]);
  if (!listing.data) return <Spinner label="Finding credits" />;
  return <PurchaseOffer record={record} needs={needs} fifo={listing.data} onDone={onDone} onStale={onClose} />;
}

/**
 * The Purchasing Credits popup (docs/product-rules.md#carbon-credits): the record asked again as
 * it opens, so a year bought or covered meanwhile says so before Confirm; then what the year
 * still needs (less what is retired for it), from the FIFO listing or another project, its
 * prices, the payment and Confirm; after a purchase, what it came to and its certificate; after an
 * order by bank transfer, the details to pay it with. When
 * no listing can be found the popup closes (docs/product-rules.md#calls); the API client has
 * already toasted why.
 */
export function PurchaseDialog({ record, onClose }: { record: OperationalData; onClose: () => void }) {
  const fresh = useFreshRecord(record.operationalDataId);
  const [done, setDone] = useState<Done | null>(null);
  const current = fresh.state === 'ready' ? fresh.record : undefined;
  const needs = current && current.credits === 0 ? purchaseNeeds(current) : null;
  return (
    <Modal title="Purchasing Credits" description={`Offset the emissions of ${record.year}.`} onClose={onClose} wide>
      {done && 'ordered' in done ? (
        <OrderPlaced order={done.ordered} onClose={onClose} />
      ) : done ? (
        <PurchaseSuccess record={done.bought.record} quantity={done.bought.quantity} onClose={onClose} />
      ) : fresh.state === 'checking' ? (
        <Spinner label="Checking the year" />
      ) : current && needs ? (
        <NeedOffer record={current} needs={needs} onDone={setDone} onClose={onClose} />
      ) : (
        <Stack>
          <p role="status">{nothingToBuy(current)}</p>
          <Button block variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
