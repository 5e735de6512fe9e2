import { formatUsd } from '@commons/shared/domain';
import type { CreditListing } from '@commons/shared/schemas';
import { Field, TextField } from '@commons/shared/ui';
import { NativeSelect, SelectChevron } from '@commons/shared/ui-kit';
import styled from 'styled-components';

/** The project beside the tonnes, so the popup keeps its Confirm in view on a laptop's screen. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 7.5rem;
  gap: 12px;
  align-items: start;
`;

/**
 * A listing as the project dropdown names it: what a tonne costs first, so a narrow select still
 * shows it, then the project and, for the default, that it is the oldest listing. Its country and
 * vintage are in the details under the prices.
 */
export const offerLabel = (listing: CreditListing, fifo: boolean): string =>
  `${formatUsd(listing.markUpPrice)}/t · ${listing.projectName}${fifo ? ' (oldest listing)' : ''}`;

/**
 * Why the quantity typed cannot be bought, or undefined: whole tonnes, at least the year's gap
 * (less would leave the year unoffset), at most what the chosen listing holds.
 */
export function quantityError(typed: string, gap: number, listing: CreditListing | undefined): string | undefined {
  const quantity = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(quantity)) return 'Enter whole tonnes';
  if (quantity < gap) return `The year needs at least ${gap}`;
  if (listing && quantity > listing.available) return `Only ${listing.available} for sale here`;
  return undefined;
}

/**
 * The Purchasing Credits popup's choice: which project the credits come from, the
 * FIFO listing first and chosen, and how many tonnes, the year's gap unless the buyer asks for
 * more (the hint says the least; more offsets beyond the year). A native select and a number
 * field, so keyboards and screen readers work as usual.
 */
export function ProjectChoice({ offers, fifoId, listingId, onListing, quantity, onQuantity, gap, error }: {
  offers: CreditListing[];
  fifoId: string;
  listingId: string;
  onListing: (listingId: string) => void;
  quantity: string;
  onQuantity: (quantity: string) => void;
  gap: number;
  error: string | undefined;
}) {
  return (
    <Row>
      <Field label="Project">
        {(control) => (
          <>
            <NativeSelect {...control} value={listingId} onChange={(event) => onListing(event.target.value)}>
              {offers.map((offer) => (
                <option key={offer.listingId} value={offer.listingId}>
                  {offerLabel(offer, offer.listingId === fifoId)}
                </option>
              ))}
            </NativeSelect>
            <SelectChevron aria-hidden="true" />
          </>
        )}
      </Field>
      <TextField
        label="Tonnes"
        type="number"
        inputMode="numeric"
        min={gap}
        step={1}
        value={quantity}
        onChange={(event) => onQuantity(event.target.value)}
        hint={error === undefined ? `${gap} or more` : undefined}
        error={error}
      />
    </Row>
  );
}
