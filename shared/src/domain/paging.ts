/**
 * Cursor pages (docs/product-rules.md#figures-and-limits): 10 rows unless the caller asks for up to
 * `max`. Every paged list of the site, the API's and the remotes', reads its limits from here.
 */
export const pageLimits = { default: 10, max: 50 } as const;
