import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts';
import { operatorToken, useTestApp } from '../helpers/build';
import { approvedUser } from '../helpers/wallet';

type Method = 'GET' | 'POST' | 'PUT';

/** Every JSON route, with the bearer it needs ('user', 'operator' or none). */
const routes: Array<[Method, string, 'user' | 'operator' | 'none']> = [
  ['POST', '/api/api/auth/individual/signup', 'none'],
  ['POST', '/api/api/auth/individual/login', 'none'],
  ['GET', '/api/api/user/individual/my-profile', 'user'],
  ['GET', '/api/api/user/individual/my-assigned-group-policy', 'user'],
  ['POST', '/api/api/user/individual/update-profile-details', 'user'],
  ['PUT', '/api/api/user/individual/update-profile/:self', 'user'],
  ['POST', '/api/api/wallet/session-url', 'user'],
  ['GET', '/api/api/wallet/individual/my-wallet', 'user'],
  ['POST', '/api/api/wallet/individual/raise-withdrawal-request', 'user'],
  ['GET', '/api/api/wallet/individual/withdrawal-requests/pending', 'user'],
  ['GET', '/api/api/wallet/individual/withdrawal-requests/rejected', 'user'],
  ['GET', '/api/api/user-history/topup-withdrawal-records', 'user'],
  ['GET', '/api/api/user-history/user-checkout-records', 'user'],
  ['POST', '/api/payments/webhook/sandbox', 'none'],
  ['POST', '/api/payments/sandbox/checkout/00000000-0000-0000-0000-000000000000', 'none'],
  ['POST', '/api/operator/accounts/list', 'operator'],
  ['POST', '/api/operator/accounts/approve', 'operator'],
  ['POST', '/api/operator/withdrawals/list', 'operator'],
  ['POST', '/api/operator/withdrawals/reject', 'operator'],
  ['POST', '/api/operator/releases/publish', 'operator'],
  ['POST', '/api/operator/releases/activate', 'operator'],
  ['POST', '/api/operator/releases/list', 'operator'],
  ['GET', '/registry/remotes.json', 'none'],
  // Last: it ends the session the others use.
  ['GET', '/api/api/user/logout', 'user'],
];

const long = 'x'.repeat(50_000);
const odd = [null, [], [1, 2], {}, true, -1, 1e308, 1.5, '', long, '\u0000\uffff\ud83d', { $gt: '' }, ['a', 'b']];
const fields = [
  'email', 'password', 'name', 'phone', 'data', 'country', 'amount', 'customerEmail', 'idempotencyKey',
  'requestedWithdrawalAmount', 'status', 'requestId', 'by', 'version', 'hash', 'remote', 'cardNumber',
];

/** Bodies of every wrong shape: odd values in every known field, and odd whole bodies. */
const bodies: Array<{ payload?: string; contentType?: string }> = [
  {},
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '42', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: 'a=b', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '<x/>', contentType: 'application/xml' },
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

  it('should never reply 5xx and always reply a JSON message to a refusal', async () => {
    const user = await approvedUser(ctx.app);
    const headersFor = (who: string): Record<string, string> =>
      who === 'user' ? bearer(user.token) : who === 'operator' ? bearer(operatorToken) : {};
    const failures: string[] = [];
    for (const [method, path, who] of routes) {
      const url = path.replace(':self', user.individualId);
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
  }, 120_000);
});
