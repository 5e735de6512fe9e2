import { formatUsd, purchaseSummary, type ListingPrices } from '@commons/shared/domain';
import type { CreditListing } from '@commons/shared/schemas';
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

/** What Confirm charges and how it splits (the fee shown before buying, not after). */
export interface PriceBreakdown {
  /** The amount the wallet is debited: credits plus fee, "$410.40". */
  youPay: string;
  lines: PriceLine[];
}

/**
 * The contract's purchase figures (docs/product-rules.md#figures-and-limits), exactly as
 * `purchaseSummary` computes them and the checkout charges them: credits total = unit price x
 * quantity (the checkout's amount), the fee is the rest of marked-up total = mark-up price x
 * quantity, which is what the wallet pays.
 */
export function priceBreakdown(prices: ListingPrices, quantity: number): PriceBreakdown {
  const summary = purchaseSummary(prices, quantity);
  return {
    youPay: formatUsd(summary.markedUpTotal),
    lines: [
      { term: 'Credits', perTonne: formatUsd(prices.unitPrice), total: formatUsd(summary.creditsTotal) },
      {
        term: `Fee (${formatPercentage(summary.markUpPercentage)})`,
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
