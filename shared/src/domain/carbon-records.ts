import type { Badge } from './carbon';

/** What the carbon rules read of an operational-data record (docs/product-rules.md#records-and-field-names). */
export interface CarbonRecord {
  year: number;
  status: string;
  emissions: number | null;
  estimatedEmissions: number | null;
  credits: number;
  offsets: number;
  badge: Badge;
}

/** The year's emissions as the product counts them: actual where known, otherwise the estimate. */
export const countedEmissions = (record: Pick<CarbonRecord, 'emissions' | 'estimatedEmissions'>): number | null =>
  record.emissions ?? record.estimatedEmissions;

/**
 * The quantity a Purchasing Credits popup asks for (docs/product-rules.md#calls): the estimated
 * emissions, or the actual ones where there is no estimate; null when neither exists, and then
 * nothing is asked.
 */
export const requiredQuantity = (record: Pick<CarbonRecord, 'emissions' | 'estimatedEmissions'>): number | null =>
  record.estimatedEmissions ?? record.emissions;

/**
 * BLUE once offsets cover the year's counted emissions, otherwise GRAY
 * (docs/product-rules.md#decisions-the-contract-leaves-open).
 */
export function badgeFor(record: Pick<CarbonRecord, 'emissions' | 'estimatedEmissions' | 'offsets'>): Badge {
  const emissions = countedEmissions(record);
  return emissions !== null && record.offsets >= emissions ? 'BLUE' : 'GRAY';
}

/** What the Action column of Carbon Credits offers for a record. */
export type CarbonAction = 'checkout' | 'offset' | null;

/**
 * Checkout while nothing was bought and the badge is GRAY; otherwise a monthly Offset while the
 * badge is GRAY and the year is not the current one; otherwise nothing
 * (docs/product-rules.md#states-and-transitions).
 */
export function carbonActionFor(record: Pick<CarbonRecord, 'credits' | 'badge' | 'year'>, now: Date): CarbonAction {
  if (record.badge !== 'GRAY') return null;
  if (record.credits === 0) return 'checkout';
  return record.year === now.getFullYear() ? null : 'offset';
}

/**
 * What a year still needs before a purchase covers it (docs/product-rules.md#carbon-credits): the
 * required quantity less the tonnes already retired for it (a plan's months, monthly offsets).
 * Once that is retired but actual emissions above the estimate keep the badge GRAY, what the
 * badge still counts. Null when the year has no emissions, 0 exactly when the badge is BLUE.
 */
export function remainingNeed(record: Pick<CarbonRecord, 'emissions' | 'estimatedEmissions' | 'offsets'>): number | null {
  const required = requiredQuantity(record);
  if (required === null) return null;
  if (required > record.offsets) return required - record.offsets;
  return Math.max(0, (countedEmissions(record) ?? 0) - record.offsets);
}

/**
 * What the year still needs by its detailed estimate (published factors, `detailedTonnes`)
 * instead of the contract's: the estimate rounded up to whole tonnes, less the tonnes retired.
 * The badge still counts the contract's figure.
 */
export const detailedNeed = (detailedTonnes: number, offsets: number): number => Math.max(0, Math.ceil(detailedTonnes) - offsets);

/**
 * The fewest tonnes a checkout of the year may buy: what it needs by the contract's estimate or,
 * when the buyer offsets the smaller detailed estimate instead, by that one; never below one
 * tonne. Null when the year needs nothing more (or has no emissions): no checkout then.
 */
export function leastPurchase(record: Pick<CarbonRecord, 'emissions' | 'estimatedEmissions' | 'offsets'>, detailedTonnes: number): number | null {
  const need = remainingNeed(record);
  if (need === null || need === 0) return null;
  return Math.max(1, Math.min(need, detailedNeed(detailedTonnes, record.offsets)));
}
