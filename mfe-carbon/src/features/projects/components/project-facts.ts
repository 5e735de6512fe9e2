import { formatCount, formatUsd } from '@commons/shared/domain';
import type { PriceRange, ProjectEffect } from '@commons/shared/schemas';

/** "Removal" or "Avoidance", as AB 1305 asks a seller to say. */
export const effectLabel = (effect: ProjectEffect): string => (effect === 'removal' ? 'Removal' : 'Avoidance');

/** `1,200 tonnes`, or `1 tonne`. */
export const formatTonnes = (tonnes: number): string => `${formatCount(tonnes)} ${tonnes === 1 ? 'tonne' : 'tonnes'}`;

/** `$14.30 per tonne`, or `$12.10 to $18.00 per tonne`; "None for sale" without a listing with tonnes left. */
export function formatPriceRange(range: PriceRange | null): string {
  if (!range) return 'None for sale';
  if (range.min === range.max) return `${formatUsd(range.min)} per tonne`;
  return `${formatUsd(range.min)} to ${formatUsd(range.max)} per tonne`;
}

/** Where a project is: `Taita-Taveta, Kenya`. */
export const placeOf = ({ region, country }: { region: string; country: string }): string => `${region}, ${country}`;
