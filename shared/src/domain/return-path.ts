/**
 * The way back from a card top-up to what the user was doing
 * (docs/product-rules.md#money-and-payments): the wallet is opened with `/wallet?topUp=<whole
 * USD>&returnTo=<path>`, and the payment's success page returns there. Only a path of this site is
 * ever followed, so no link can send a signed-in user elsewhere.
 */

/**
 * The query parameters the wallet reads: the amount to prefill and where to return after paying;
 * and the top-up whose credit the payment's success page waits for.
 */
export const topUpParams = { amount: 'topUp', returnTo: 'returnTo', topUpId: 'topUpId' } as const;

/** The query parameter that asks Carbon Credits (or the wizard's step 3) to reopen a purchase. */
export const purchaseParam = 'purchase';

const longestReturnPath = 512;
const anyOrigin = 'https://return-path.invalid';

/**
 * `value` when it is a path of this site ("/carbon-credits?purchase=..."), else null: it must
 * start with one "/" (not "//", a scheme-relative address), hold no backslash, space or control
 * character, stay on this origin once resolved, and not be an API address.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > longestReturnPath) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, anyOrigin);
  } catch {
    return null;
  }
  if (url.origin !== anyOrigin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whole USD that cover `shortCents`: top-ups are integers of at least 1 (docs/product-rules.md#validation). */
export const wholeUsdCovering = (shortCents: number): number => Math.max(1, Math.ceil(shortCents / 100));

/** The wallet's address that opens the top-up form at `amount` and returns to `returnTo` once paid. */
export function topUpHref(amount: number, returnTo: string): string {
  const search = new URLSearchParams({ [topUpParams.amount]: String(amount), [topUpParams.returnTo]: returnTo });
  return `/wallet?${search.toString()}`;
}
