import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consoleEndpoints } from '@commons/shared/contract';
import { sessions } from '../../src/db/schema';
import { signUp } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { changedTables, snapshotTables } from '../helpers/db-snapshot';
import { apiRoutes, openApiDocument, operationOf } from '../helpers/openapi';
import { creditWallet, ownAccount } from '../helpers/wallet';
import { createMatrixFixture, type MatrixFixture } from '../routes/permission-matrix.fixture';
import {
  answersHtml,
  bodyInputs,
  type Extras,
  pathInputs,
  queryInputs,
  tokenInputs,
  validCall,
} from './bad-input-requests';
import { recordRows, type ReliabilityRow } from './report';

/**
 * Bad input for every route (docs/reliability.md#1-the-api-under-attack): every route of the
 * OpenAPI document, found from the app's own route list, called with inputs generated from its
 * documented body, query and path (bad-input-requests.ts over helpers/bad-input*.ts) and with bad
 * tokens. Each must be refused with a 4xx and a JSON `message` (an HTML page on the sandbox's
 * browser pages), never a 5xx, and the database must be exactly as before the route's batch. The
 * valid calls the inputs start from are the permission matrix's (its fixture owns real ids, a paid
 * checkout and documents), so a bad input meets validation, not "not found" or "forbidden".
 */

/**
 * The tables a route may write while refusing, by route; every other table of every route must
 * stay exactly as it was. A refused login counts toward the brute-force throttle (a password
 * of NUL bytes or of 96 KB is still a wrong password for a well-formed address): that row is the
 * refusal's purpose, not a change the bad input made.
 */
const writtenWhileRefusing: Record<string, ReadonlySet<string>> = {
  'POST /api/api/auth/individual/login': new Set(['login_attempts']),
  // Likewise: every sign-up attempt counts toward its address's cap, refused ones included, and a
  // wrong current password toward the Security page's throttle.
  'POST /api/api/auth/individual/signup': new Set(['signup_attempts']),
  'POST /api/api/user/individual/change-password': new Set(['throttle_events']),
  'POST /api/api/user/individual/change-email': new Set(['throttle_events']),
  // Setting the payout account asks for the current password too (docs/product-rules.md#where-a-withdrawal-goes).
  'PUT /api/api/wallet/individual/payout-account': new Set(['throttle_events']),
};
const nothing: ReadonlySet<string> = new Set();

/**
 * Routes that read nothing from the request: no body, query, path parameter or token, so no
 * input can be wrong. Every other route must be tried with at least one bad input.
 */
const takesNoInput: ReadonlySet<string> = new Set([
  'GET /api/payments/sandbox/checkout.js',
  // The public list of projects: no query, no path, no session.
  'GET /api/api/projects',
  // Console routes that declare no query, path parameter or body: their only input is the
  // session cookie, which the console's own matrix and session tests try.
  ...consoleEndpoints
    .filter((endpoint) => !('query' in endpoint) && !('body' in endpoint) && !endpoint.path.includes(':'))
    .map(({ method, path }) => `${method} /api/console${path}`),
]);

/** Why a response breaks the rule, or null when it is a proper refusal. */
function fault(response: LightMyRequestResponse, html: boolean): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (html && type.startsWith('text/html')) return null;
  try {
    const reply = response.json<Record<string, unknown>>();
    if (typeof reply.message !== 'string' || reply.message.trim() === '') return 'no message';
    // The house shape (README): `{ message }` and nothing else, e.g. no error code or echoed path.
    return Object.keys(reply).length === 1 ? null : `more than a message: ${Object.keys(reply).join(', ')}`;
  } catch {
    return `not JSON (${type})`;
  }
}

async function setUp(app: FastifyInstance): Promise<{ fixture: MatrixFixture; extras: Extras }> {
  // The engine's jobs change the database on their own (mail marked `kept`, no SMTP_URL here),
  // not as the request being tried: they stop before the database is compared.
  await app.jobs.stopWorking();
  const fixture = await createMatrixFixture(app);
  // A funded wallet: a valid withdrawal or checkout would go through, so only its input stops it.
  await creditWallet(app, fixture.owner.individualId, 500);
  const checkoutUrl = await app.topUps.open(ownAccount(fixture.owner.individualId), {
    amountCents: 1000,
    customerEmail: fixture.owner.email,
    idempotencyKey: randomUUID(),
    origin: 'http://localhost',
  });
  const { user } = await signUp(app);
  await app.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 hour'` })
    .where(eq(sessions.individualId, user.individualId));
  return { fixture, extras: { unpaidTopUpId: checkoutUrl.split('/').pop()!, expiredToken: user.token } };
}

describe('generated bad input on every route', () => {
  // The limiters would refuse first and hide what validation does; the brute-force suite tests them.
  const ctx = useTestApp({
    healthReportsPerMinute: 1_000_000,
    loginLimits: { freeFailures: 1e6, baseDelaySeconds: 0, maxDelaySeconds: 0, perAccount: 1e6, perAddress: 1e6, windowMinutes: 15, perKnownBrowser: 1e6 },
  });

  it('should refuse each with a 4xx and a message, and leave the database unchanged', async () => {
    const { app } = ctx;
    const { fixture, extras } = await setUp(app);
    const document = await openApiDocument(app);
    const routes = apiRoutes(app.registeredRoutes);
    expect(routes.length).toBeGreaterThan(40);

    const rows: ReliabilityRow[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      const check = `${route.method} ${route.url}`;
      const operation = operationOf(document, route);
      if (!operation) throw new Error(`${check} is not in the OpenAPI document`);
      const call = validCall(route, operation, fixture, extras);
      const inputs = [
        ...bodyInputs(call, operation),
        ...queryInputs(call, operation),
        ...pathInputs(route, call),
        ...tokenInputs(call, operation, fixture, extras),
      ];
      const ignored = writtenWhileRefusing[check] ?? nothing;
      const before = await snapshotTables(app.db, ignored);
      const routeFailures: string[] = [];
      for (const input of inputs) {
        const { url, headers, payload } = input;
        const response = await app.inject({ method: route.method as 'GET', url, headers, payload });
        const wrong = fault(response, answersHtml(operation));
        if (wrong) routeFailures.push(`${check} [${input.label}]: ${wrong} ${response.body.slice(0, 160)}`);
      }
      const changed = changedTables(before, await snapshotTables(app.db, ignored));
      if (changed.length > 0) routeFailures.push(`${check}: database changed: ${changed.join('; ')}`);
      if (inputs.length === 0 && !takesNoInput.has(check)) routeFailures.push(`${check}: no bad input was generated for it`);
      failures.push(...routeFailures);
      if (inputs.length === 0 && takesNoInput.has(check)) continue;
      rows.push({ area: 'bad input', check, count: inputs.length, held: routeFailures.length === 0 });
    }
    recordRows('bad-input', rows);
    expect(failures).toEqual([]);
  }, 600_000);
});
