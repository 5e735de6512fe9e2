/**
 * What every operation of the OpenAPI document gets without its route saying so (the linters,
 * spectral and redocly, ask each operation for an operationId, a description and tags). Derived
 * here, from the route's method, URL and summary, so a route added later passes too:
 * - operationId: the method then each path word, camel-cased, a parameter as `By<Name>`
 *   (`GET /api/api/user/individual/my-profile` -> `getUserIndividualMyProfile`); unique because
 *   method and URL are;
 * - tags: one, the API's part the URL names (`/api/api/<part>/...`, else `operator`,
 *   `payments`, `registry`);
 * - description: the summary, then who may call it (from the same table `authorize` enforces).
 */

/** The tags' descriptions, listed at the top of the document; a part not named here is described by its path. */
const tagDescriptions: Record<string, string> = {
  auth: 'Signing up and in',
  user: 'The profile, family members, identity documents and sub-users of an account',
  'user-history': "The wallet's history and the checkouts",
  wallet: 'The balance, top-ups and withdrawals',
  'operational-data': 'The yearly household records and their checkout',
  'carbon-credits': 'Listings, certificates and their public verification',
  'carbon-offsets': 'Monthly offsets',
  projects: 'The projects the listings belong to, their disclosure and pictures (public)',
  impact: 'The public impact pages accounts turn on, and their share images (public)',
  'group-policy': 'The group policies limiting sub-users',
  operator: 'What operators do that no screen does (pnpm ops, pnpm release)',
  payments: "The payment provider's pages and events",
  registry: 'The release registry the site loads its remotes from',
};

const words = (url: string) =>
  url
    .replace(/^\/api\/(api\/)?/, '/')
    .split('/')
    .filter(Boolean);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `getUserIndividualMyProfile`, `postWalletIndividualWithdrawalRequestsByWithdrawalRequestIdCancel`. */
export function operationIdOf(method: string, url: string): string {
  const parts = words(url).map((word) => (word.startsWith(':') ? `By${capitalised(word.slice(1))}` : word));
  const camel = parts
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map(capitalised)
    .join('');
  return `${method.toLowerCase()}${camel}`;
}

/** The one tag of a route: the part of the API its URL names. */
export function tagOf(url: string): string {
  if (url.startsWith('/api/operator/')) return 'operator';
  if (url.startsWith('/api/api/')) return words(url)[0] ?? 'api';
  return words(url)[0] ?? 'site';
}

/** The document's list of tags: each one its operations use, described, in alphabetical order. */
export function tagList(used: Iterable<string>): Array<{ name: string; description: string }> {
  return [...new Set(used)].sort().map((name) => ({ name, description: tagDescriptions[name] ?? `Routes under /${name}` }));
}

/** Who may call, in a sentence: what the operation's `security` says, for a person reading the page. */
export function callersOf(security: Array<Record<string, string[]>>): string {
  if (security.some((scheme) => 'operatorToken' in scheme)) return "Needs the server's operator token.";
  if (security.some((scheme) => 'sessionToken' in scheme)) return 'Needs a session token; the access table decides which accounts.';
  return 'Open to anyone.';
}

/** The summary as a sentence, then who may call. */
export function descriptionOf(summary: string | undefined, security: Array<Record<string, string[]>>): string {
  const sentence = summary ? `${summary.replace(/[.]$/, '')}.` : '';
  return [sentence, callersOf(security)].filter(Boolean).join(' ');
}
