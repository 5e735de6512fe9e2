import { detailedNeed, formatUsd, purchaseSummary, remainingNeed, requiredQuantity, type ListingPrices } from '@commons/shared/domain';
import type { CreditListing, OperationalData } from '@commons/shared/schemas';
import type { Detail } from '../../../components/detail-list';

const percentage = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A mark-up as the popup shows it: up to two decimals, "12.5%". */
export const formatPercentage = (value: number): string => `${percentage.format(value)}%`;

/** A quantity of credits as the popups word it. */
export const formatTonnes = (tonnes: number): string => `${tonnes} t CO2e`;

/** One line of the price breakdown: what a tonne costs and what the quantity costs. */
export interface PriceLine {
  term: string;
  perTonne: string;
  total: string;
}

/** What Confirm charges and how it splits (the marketplace mark-up shown before buying, not after). */
export interface PriceBreakdown {
  /** The amount the wallet is debited: credits plus the marketplace mark-up, "$410.40". */
  youPay: string;
  lines: PriceLine[];
}

/**
 * The contract's purchase figures (docs/product-rules.md#figures-and-limits), exactly as
 * `purchaseSummary` computes them and the checkout charges them: credits total = unit price x
 * quantity (the checkout's amount), the marketplace mark-up (recorded as the checkout's fee) is
 * the rest of marked-up total = mark-up price x quantity, which is what the wallet pays.
 */
export function priceBreakdown(prices: ListingPrices, quantity: number): PriceBreakdown {
  const summary = purchaseSummary(prices, quantity);
  return {
    youPay: formatUsd(summary.markedUpTotal),
    lines: [
      { term: 'Credits', perTonne: formatUsd(prices.unitPrice), total: formatUsd(summary.creditsTotal) },
      {
        term: `Marketplace mark-up (${formatPercentage(summary.markUpPercentage)})`,
        perTonne: formatUsd(summary.feePerTonne),
        total: formatUsd(summary.fee),
      },
      { term: 'You pay', perTonne: formatUsd(prices.markUpPrice), total: formatUsd(summary.markedUpTotal) },
    ],
  };
}

/** The project the credits come from (name, country, registry, vintage). */
export const projectDetails = (listing: CreditListing): Detail[] => [
  { term: 'Project', value: listing.projectName },
  { term: 'Country', value: listing.country },
  { term: 'Registry', value: listing.registry },
  { term: 'Vintage', value: listing.vintage },
];

/** What a year's purchase may offset: its need by the product's estimate, and by its detailed estimate. */
export interface PurchaseNeeds {
  /** Tonnes emitted as the product counts them (the estimate first). */
  emissions: number;
  /** Tonnes already retired for the year (a plan's months, monthly offsets). */
  retired: number;
  /** What the year still needs by the product's estimate (`remainingNeed`). */
  contract: number;
  /** The detailed estimate, unrounded, and what the year needs by it, rounded up to whole tonnes. */
  detailedTonnes: number;
  detailed: number;
}

/** The two needs of a year that still needs tonnes, or null when it needs none (covered, or no emissions). */
export function purchaseNeeds(record: OperationalData): PurchaseNeeds | null {
  const contract = remainingNeed(record);
  const emissions = requiredQuantity(record);
  if (contract === null || contract === 0 || emissions === null) return null;
  const detailedTonnes = record.detailedEstimate.totalTonnes;
  return { emissions, retired: record.offsets, contract, detailedTonnes, detailed: detailedNeed(detailedTonnes, record.offsets) };
}

/** Whether the detailed estimate is a choice of its own: it needs a different, non-zero quantity. */
export const offersDetailed = (needs: PurchaseNeeds): boolean => needs.detailed > 0 && needs.detailed !== needs.contract;

const tonnesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The one sentence on how the detailed estimate differs from the product's, and what it means for the badge. */
export function detailedDifference(needs: PurchaseNeeds): string {
  const detailed = `${tonnesFormat.format(needs.detailedTonnes)} t`;
  if (needs.detailedTonnes < needs.emissions) {
    return `The detailed estimate counts your household with published emission factors (${detailed}, less than the product's ${needs.emissions} t); the badge reads Offset only once the product's ${needs.emissions} t are covered.`;
  }
  return `The detailed estimate counts your household with published emission factors (${detailed}, more than the product's ${needs.emissions} t): offsetting it covers the year with room to spare.`;
}
