import { formatUsd } from '@commons/shared/domain';
import type { CreditListing } from '@commons/shared/schemas';
import { Field, NativeSelect, SelectChevron, TextField } from '@commons/shared/ui';
import { formatTonnes } from './purchase-figures';

/** A listing as the project dropdown names it: the project, where, which vintage, what a tonne costs. */
export const offerLabel = (listing: CreditListing, fifo: boolean): string =>
  `${listing.projectName} (${listing.country}, ${listing.vintage}), ${formatUsd(listing.markUpPrice)} a tonne${fifo ? ', oldest listing' : ''}`;

/**
 * Why the quantity typed cannot be bought, or undefined: whole tonnes, at least the year's gap
 * (less would leave the year unoffset), at most what the chosen listing holds.
 */
export function quantityError(typed: string, gap: number, listing: CreditListing | undefined): string | undefined {
  const quantity = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(quantity)) return 'Enter whole tonnes';
  if (quantity < gap) return `At least ${formatTonnes(gap)}: what the year needs`;
  if (listing && quantity > listing.available) return `This project has ${formatTonnes(listing.available)} for sale`;
  return undefined;
}

/**
 * The Purchasing Credits popup's choice (issue 33): which project the credits come from, the
 * FIFO listing first and chosen, and how many tonnes, the year's gap unless the buyer asks for
 * more. A native select and a number field, so keyboards and screen readers work as usual.
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
    <>
      <Field label="Project" hint="Every project here can supply the tonnes; the oldest listing comes first.">
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
        hint={`At least ${formatTonnes(gap)}, what the year needs; more offsets beyond it.`}
        error={error}
      />
    </>
  );
}
