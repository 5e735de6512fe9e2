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
