import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/plugins/app/route-list';
import { bearer } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { callerNames } from '../helpers/callers';
import { createMatrixFixture, type MatrixFixture } from './permission-matrix.fixture';
import type { MatrixRow } from './permission-matrix.presets';
import { matrixTable } from './permission-matrix.table';

/**
 * The permission matrix (docs/product-rules.md#sub-users-and-group-policies, "Proof"): every route
 * the app registers (its own list, so a new route cannot be forgotten), called as each caller of
 * `callerNames`, against the status the table beside this file expects. The table is written out by
 * hand, not derived from `apiAccess`, so a wrong rule there is caught here.
 */

/** `METHOD /url` of each route the app registered; HEAD only where no GET of the URL exists. */
function routeKeys(registered: readonly RegisteredRoute[]): string[] {
  const gets = new Set(registered.filter((route) => route.method === 'GET').map((route) => route.url));
  const keys = registered
    .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
    .map((route) => `${route.method} ${route.url}`);
  return [...new Set(keys)];
}

/** What a refusal said, to read beside a wrong status. */
function messageOf(response: LightMyRequestResponse): string {
  try {
    const { message } = response.json<{ message?: unknown }>();
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON (a page, a PDF): its type and first characters are what there is to show.
  }
  return `${response.headers['content-type'] ?? 'no content-type'}: ${response.body.slice(0, 60)}`;
}

/** Calls `row`'s route as every caller, in the fixed order of `callerNames`; one line per wrong status. */
async function mismatchesOf(app: FastifyInstance, fixture: MatrixFixture, key: string, row: MatrixRow): Promise<string[]> {
  const method = key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const mismatches: string[] = [];
  for (const caller of callerNames) {
    const { url, payload, headers } = row.request(fixture);
    const token = fixture.tokens[caller];
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
    const expected = row.expected[caller];
    if (response.statusCode !== expected) {
      mismatches.push(`${key} as ${caller}: expected ${expected}, got ${response.statusCode} (${messageOf(response)})`);
    }
  }
  return mismatches;
}

describe('the permission matrix of every route', () => {
  const ctx = useTestApp();
  let fixture: MatrixFixture;
  let appRoutes: string[];

  beforeAll(async () => {
    fixture = await createMatrixFixture(ctx.app);
    appRoutes = routeKeys(ctx.app.registeredRoutes);
  }, 120_000);

  it('should have a row in the table for every route the app registers', () => {
    expect(appRoutes.length).toBeGreaterThan(40);
    const unlisted = appRoutes.filter((key) => !Object.hasOwn(matrixTable, key));
    expect(unlisted, 'routes of the app with no row in permission-matrix.table.ts').toEqual([]);
  });

  it('should find in the app every route the table lists', () => {
    const absent = Object.keys(matrixTable).filter((key) => !appRoutes.includes(key));
    expect(absent, 'rows of permission-matrix.table.ts naming a route the app does not register').toEqual([]);
  });

  it('should answer every caller on every route with the status the table expects', async () => {
    // Rows whose route is absent are reported by the test above, not called (a 404 from each
    // caller would bury the real differences).
    const rows = Object.entries(matrixTable).filter(([key]) => appRoutes.includes(key));
    // Logout ends the caller's session: after every other row, so it changes no other answer.
    const ordered = [...rows.filter(([, row]) => !row.endsSession), ...rows.filter(([, row]) => row.endsSession)];
    const mismatches: string[] = [];
    for (const [key, row] of ordered) mismatches.push(...(await mismatchesOf(ctx.app, fixture, key, row)));
    expect(mismatches).toEqual([]);
    // Some 2,000 requests: about 100 s alone, and three times that beside the rest of a CI run.
  }, 360_000);
});
