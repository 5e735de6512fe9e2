import { monthsPerYear } from './carbon';

/**
 * The household footprint a retirement offsets, as a certificate and its verification page name
 * it: the operational data's year, and for a monthly offset which of the year's twelve it was.
 */
export interface FootprintPeriod {
  year: number;
  /** 1 = January; unset for a year's checkout. */
  month?: number | undefined;
  /**
   * For a plan's month: the tonnes it retired of the year's footprint as the plan was covering
   * it, so the certificate does not claim the whole year.
   */
  share?: { tonnes: number; yearTonnes: number } | undefined;
}

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** `2025`, or `March 2025` for the third monthly offset of 2025. */
export const formatFootprintPeriod = ({ year, month }: FootprintPeriod): string =>
  month === undefined ? String(year) : `${monthName.format(Date.UTC(2000, month - 1, 1))} ${year}`;

/** The part of its year a plan's month covers: `2 t of 2024's 12 t`. */
export const describeYearShare = (year: number, share: { tonnes: number; yearTonnes: number }): string =>
  `${share.tonnes} t of ${year}'s ${share.yearTonnes} t`;

/**
 * The period in full: `The household footprint of 2025`, which of the twelve monthly offsets,
 * or the part of the year a plan's month covers.
 */
export function describeFootprintPeriod(period: FootprintPeriod): string {
  if (period.share) return `${describeYearShare(period.year, period.share)} of household footprint, by a monthly plan`;
  return period.month === undefined
    ? `The household footprint of ${period.year}`
    : `${formatFootprintPeriod(period)}: monthly offset ${period.month} of ${monthsPerYear} of the household footprint of ${period.year}`;
}
