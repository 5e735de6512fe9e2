import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts';
import { malformedBodies } from '../helpers/bad-input-values';
import { operatorToken, useTestApp } from '../helpers/build';
import { approvedUser } from '../helpers/wallet';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Bearer = 'user' | 'operator';

/** The JSON routes: the client API, the operator endpoints, payments and the registry. */
const isJsonRoute = (url: string) => /^\/(api|registry)\//.test(url) && !url.includes('*');

/** The session a route is called with; the public ones ignore it. */
const bearerOf = (url: string): Bearer => (url.startsWith('/api/operator/') ? 'operator' : 'user');

/**
 * Every JSON route the app registered (its domains, not a hand-kept list), with the bearer it
 * needs. Logout last: it ends the session the others use.
 */
function jsonRoutes(registered: Array<{ method: string; url: string }>): Array<[Method, string, Bearer]> {
  const routes = registered
    .filter(({ method, url }) => method !== 'HEAD' && isJsonRoute(url))
    .map(({ method, url }): [Method, string, Bearer] => [method as Method, url, bearerOf(url)]);
  const isLogout = ([, url]: [Method, string, Bearer]) => url.endsWith('/logout');
  return [...routes.filter((route) => !isLogout(route)), ...routes.filter(isLogout)];
}

/** A path of the route, its own id for `:individualId` and a well-formed unknown id elsewhere. */
const pathFor = (url: string, individualId: string) =>
  url.replace(':individualId', individualId).replace(/:[A-Za-z]+/g, '00000000-0000-0000-0000-000000000000');

const long = 'x'.repeat(50_000);
const odd = [null, [], [1, 2], {}, true, -1, 1e308, 1.5, '', long, '\u0000\uffff\ud83d', { $gt: '' }, ['a', 'b']];
const fields = [
  'email', 'password', 'name', 'phone', 'data', 'country', 'amount', 'customerEmail', 'idempotencyKey',
  'requestedWithdrawalAmount', 'status', 'requestId', 'by', 'version', 'hash', 'remote', 'cardNumber',
];

/**
 * Bodies of every wrong shape: odd values in every known field, and the small odd whole bodies
 * the generated suite (test/reliability/bad-input.test.ts) sends too; its large ones stay there.
 */
const bodies: Array<{ payload?: string | Buffer; contentType?: string }> = [
  {},
  ...malformedBodies.filter(({ payload }) => (payload?.length ?? 0) < 1024),
  ...odd.map((value) => ({
    payload: JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))),
    contentType: 'application/json',
  })),
];

const queries = [
  '',
  '?limit=abc&cursor=%%%',
  '?limit[]=1&cursor[a]=b',
  `?cursor=${long.slice(0, 3000)}`,
  '?historyId=..%2F',
  '?remote=a&remote=b@1',
  '?remote=%00',
];

describe('malformed input on every route', () => {
  const ctx = useTestApp();

  // One sweep over every route and every malformed shape: about a minute on PostgreSQL alone,
  // more while the site builds beside it in `npm test`.
  it('should never reply 5xx and always reply a JSON message to a refusal', async () => {
    const user = await approvedUser(ctx.app);
    const headersFor = (who: Bearer): Record<string, string> =>
      who === 'user' ? bearer(user.token) : bearer(operatorToken);
    const routes = jsonRoutes(ctx.app.registeredRoutes);
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const [method, path, who] of routes) {
      const url = pathFor(path, user.individualId);
      for (const query of queries) {
        for (const body of method === 'GET' ? [{}] : bodies) {
          const headers = { ...headersFor(who), ...(body.contentType ? { 'content-type': body.contentType } : {}) };
          const response = await ctx.app.inject({ method, url: url + query, headers, payload: body.payload });
          const html = response.headers['content-type']?.toString().startsWith('text/html');
          const refusedWithoutMessage = response.statusCode >= 400 && !html && typeof response.json().message !== 'string';
          if (response.statusCode >= 500 || refusedWithoutMessage) {
            const sent = `${method} ${url}${query.slice(0, 40)} ${body.payload?.slice(0, 60)}`;
            failures.push(`${sent} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
