import { monthsPerYear } from './carbon';

/**
 * The household footprint a retirement offsets, as a certificate and its verification page name
 * it: the operational data's year, and for a monthly offset which of the year's twelve it was.
 */
export interface FootprintPeriod {
  year: number;
  /** 1 = January; unset for a year's checkout. */
  month?: number | undefined;
}

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** `2025`, or `March 2025` for the third monthly offset of 2025. */
export const formatFootprintPeriod = ({ year, month }: FootprintPeriod): string =>
  month === undefined ? String(year) : `${monthName.format(Date.UTC(2000, month - 1, 1))} ${year}`;

/** The period in full: `The household footprint of 2025`, or which of the twelve monthly offsets. */
export const describeFootprintPeriod = (period: FootprintPeriod): string =>
  period.month === undefined
    ? `The household footprint of ${period.year}`
    : `${formatFootprintPeriod(period)}: monthly offset ${period.month} of ${monthsPerYear} of the household footprint of ${period.year}`;
