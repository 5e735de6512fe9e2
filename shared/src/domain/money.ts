/**
 * Money travels as USD numbers with at most two decimals (`25`, `12.5`) and is kept as integer
 * cents wherever it is stored or summed, so no amount ever picks up a floating-point error.
 */

/** Cents to the USD number the API replies with: 1250 -> 12.5. */
export const centsToUsd = (cents: number): number => cents / 100;

/** A USD amount to integer cents: 12.5 -> 1250 (rounded, so 0.1 + 0.2 still makes 30). */
export const usdToCents = (usd: number): number => Math.round(usd * 100);

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A USD amount as shown to people: 1234.5 -> "$1,234.50". */
export const formatUsd = (usd: number): string => usdFormat.format(usd);
