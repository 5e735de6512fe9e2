import { ChoiceFieldset } from './choice-fieldset';
import { detailedDifference, offersDetailed, type PurchaseNeeds } from './purchase-figures';

/** What the buyer offsets: the product's estimate (the contract's figure) or the detailed one. */
export type PurchaseBasis = 'contract' | 'detailed';

/** The tonnes the year needs on `basis`: the least the Tonnes field and the server accept. */
export const needOn = (needs: PurchaseNeeds, basis: PurchaseBasis): number => (basis === 'detailed' ? needs.detailed : needs.contract);


/** What the year still needs, in words: its emissions less what is already retired for it. */
export function needSentence(needs: PurchaseNeeds, year: number): string {
  if (needs.retired === 0) return `${year} needs ${needs.contract} t: its estimated emissions.`;
  return `${year} still needs ${needs.contract} t: ${needs.emissions} t of emissions less ${needs.retired} t already retired for it.`;
}

/**
 * What the year still needs, and when the detailed estimate needs a different quantity, the choice to
 * offset that instead, with one sentence on how the two differ. The product's estimate stays the
 * default and the figure the badge counts (docs/product-rules.md#carbon-credits).
 */
export function PurchaseBasisChoice({ needs, year, basis, onBasis }: {
  needs: PurchaseNeeds;
  year: number;
  basis: PurchaseBasis;
  onBasis: (basis: PurchaseBasis) => void;
}) {
  return (
    <>
      <p>{needSentence(needs, year)}</p>
      {offersDetailed(needs) && (
        <ChoiceFieldset>
          <legend>What to offset</legend>
          <label>
            <input type="radio" name="basis" checked={basis === 'contract'} onChange={() => onBasis('contract')} />
            <span>The product&apos;s estimate: {needs.contract} t</span>
          </label>
          <label>
            <input type="radio" name="basis" checked={basis === 'detailed'} onChange={() => onBasis('detailed')} />
            <span>The detailed estimate: {needs.detailed} t</span>
          </label>
          <p>{detailedDifference(needs)}</p>
        </ChoiceFieldset>
      )}
    </>
  );
}
