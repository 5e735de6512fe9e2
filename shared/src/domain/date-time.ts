const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * An ISO date-time as the site's tables show it, in the reader's time zone
 * (`Mar 4, 2025, 12:00 PM`); the raw text if it is not a date. Money has `formatUsd` beside it.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A count as the tables show it, grouped for reading: 12345 -> "12,345". */
export const formatCount = (count: number): string => count.toLocaleString('en-US');
