import { formatUsd, purchaseSummary, type ListingPrices } from '@commons/shared/domain';
import type { CreditListing } from '@commons/shared/schemas';
import type { Detail } from '../../../components/detail-list';

const percentage = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A mark-up as the popup shows it: up to two decimals, "12.5%". */
export const formatPercentage = (value: number): string => `${percentage.format(value)}%`;

/** A quantity of credits as the popups word it. */
export const formatTonnes = (tonnes: number): string => `${tonnes} t CO2e`;

/** The price figures of PRODUCT_SPEC section 9, exactly as `purchaseSummary` computes them. */
export function priceDetails(prices: ListingPrices, quantity: number): Detail[] {
  const summary = purchaseSummary(prices, quantity);
  return [
    { term: 'Quantity', value: formatTonnes(quantity) },
    { term: 'Unit Price', value: formatUsd(prices.unitPrice) },
    { term: 'Mark-up Price', value: formatUsd(prices.markUpPrice) },
    { term: 'Credits Total', value: formatUsd(summary.creditsTotal) },
    { term: 'Marked-up Total', value: formatUsd(summary.markedUpTotal) },
    { term: 'Mark-up', value: formatPercentage(summary.markUpPercentage) },
  ];
}

/** The project the credits come from (issue 9: name, country, registry, vintage). */
export const projectDetails = (listing: CreditListing): Detail[] => [
  { term: 'Project', value: listing.projectName },
  { term: 'Country', value: listing.country },
  { term: 'Registry', value: listing.registry },
  { term: 'Vintage', value: listing.vintage },
];
