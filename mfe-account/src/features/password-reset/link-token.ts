/** The token of a mailed link, from the page's query string (`?token=`), or null without one. */
export const linkTokenOf = (search: string): string | null => new URLSearchParams(search).get('token') || null;
