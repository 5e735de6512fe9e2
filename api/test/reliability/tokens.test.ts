import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages, sessionEndMessages, type AccountStatus } from '@commons/shared/domain';
import { buildApp } from '../../src/app';
import { openPostgres } from '../../src/db/open';
import type { DatabaseHandle } from '../../src/db/database';
import { sessions } from '../../src/db/schema';
import { isClientApiUrl, ruleOfRoute } from '../../src/domains/auth/access';
import { hashToken } from '../../src/domains/auth/tokens';
import { bearer, signUp } from '../helpers/accounts';
import { createPolicy, createSubUser, editSubUser, call, logIn } from '../helpers/admin';
import { operatorToken, useTestApp } from '../helpers/build';
import { approvedUser } from '../helpers/wallet';
import { recordRows, type ReliabilityRow } from './report';

/**
 * A token is unusable once its session ended by logout, suspension, rejection, expiry or the
 * sub-user's deletion or suspension, on every authenticated route the app registers, at once,
 * although sessions are kept in memory; and on a second instance of the API too. A suspended or
 * rejected account keeps what it needs to see its status screen and leave (my-profile and logout,
 * `anyStatus` in the shared access table); every other route refuses it with 403 and its status
 * message (docs/product-rules.md#states-and-transitions).
 */

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Statuses whose ended session may still call the route (for their status screens). */
  statuses: readonly AccountStatus[];
}

/** Every client API route that needs a session, from the app's own list; logout last, as it ends the session. */
function authenticatedRoutes(app: FastifyInstance): Route[] {
  const gets = new Set(app.registeredRoutes.filter((route) => route.method === 'GET').map((route) => route.url));
  const routes: Route[] = [];
  for (const { method, url } of app.registeredRoutes) {
    if (!isClientApiUrl(url) || (method === 'HEAD' && gets.has(url))) continue;
    const rule = ruleOfRoute(method, url);
    if (!rule || rule === 'public') continue;
    routes.push({ method: method as Route['method'], url, statuses: rule.statuses ?? ['APPROVED'] });
  }
  return routes.sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
}

/** How a dead token was ended: null for good (401), or the status it still may show (403 elsewhere). */
type EndedBy = Extract<AccountStatus, 'SUSPENDED' | 'REJECTED'> | null;

/** One line per route that answered the dead token otherwise than it must. */
async function wrongAnswers(app: FastifyInstance, token: string, endedBy: EndedBy, said = 'Unauthenticated, please login again'): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of authenticatedRoutes(app)) {
    const url = route.url.replace(/:\w+/g, () => randomUUID());
    const response = await app.inject({
      method: route.method,
      url,
      headers: bearer(token),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    const message = String(response.headers['content-type']).includes('json') ? response.json<{ message?: string }>().message : undefined;
    const stillShown = endedBy !== null && route.statuses.includes(endedBy);
    const [status, expected] = endedBy === null
      ? [401, said]
      : stillShown
        ? [200, undefined]
        : [403, accessMessages.accountStatus[endedBy]];
    if (response.statusCode !== status || message !== expected) {
      wrong.push(`${route.method} ${route.url}: expected ${status} ${expected ?? ''}, got ${response.statusCode} ${message ?? ''}`);
    }
    if (stillShown && route.url.endsWith('/my-profile')) {
      if (response.json<{ accountStatus?: string }>().accountStatus !== endedBy) wrong.push(`${route.url} hid the status ${endedBy}`);
    }
  }
  return wrong;
}

const operator = (app: FastifyInstance, action: string, email: string) =>
  app.inject({ method: 'POST', url: `/api/operator/accounts/${action}`, headers: bearer(operatorToken), payload: { email } });

/** Reads with the token through every instance, so each holds the session in memory before it dies. */
async function warm(apps: FastifyInstance[], token: string): Promise<void> {
  for (const app of apps) {
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    }
  }
}

interface DeathCase {
  name: string;
  /** Signs someone in through `app`, warms `apps`, ends the token through `app`; the token and how it ended. */
  kill(app: FastifyInstance, apps: FastifyInstance[], database: DatabaseHandle): Promise<{ token: string; endedBy: EndedBy; said?: string }>;
}

async function subUserOf(app: FastifyInstance) {
  const owner = await approvedUser(app);
  const policy = await createPolicy(app, owner.token, { menus: ['WALLET', 'PROFILE', 'CARBON_CREDITS', 'ASSETS', 'WIZARD'] });
  const subUser = await createSubUser(app, owner.token, policy.groupPolicyId);
  const { token } = await logIn(app, subUser.individualEmail);
  return { owner, subUser, token };
}

const cases: DeathCase[] = [
  {
    name: 'logout',
    async kill(app, apps) {
      const { token } = await approvedUser(app);
      await warm(apps, token);
      expect((await call(app, token, 'GET', 'user/logout')).statusCode).toBe(200);
      return { token, endedBy: null };
    },
  },
  {
    name: 'suspension by an operator',
    async kill(app, apps) {
      const user = await approvedUser(app);
      await warm(apps, user.token);
      expect((await operator(app, 'suspend', user.individualEmail)).statusCode).toBe(200);
      return { token: user.token, endedBy: 'SUSPENDED' };
    },
  },
  {
    name: 'suspension by an operator, then reinstatement (the old token stays dead)',
    async kill(app, apps) {
      const user = await approvedUser(app);
      await warm(apps, user.token);
      expect((await operator(app, 'suspend', user.individualEmail)).statusCode).toBe(200);
      expect((await operator(app, 'reinstate', user.individualEmail)).statusCode).toBe(200);
      return { token: user.token, endedBy: null };
    },
  },
  {
    name: 'rejection by an operator',
    async kill(app, apps) {
      const { user } = await signUp(app);
      await warm(apps, user.token);
      expect((await operator(app, 'reject', user.individualEmail)).statusCode).toBe(200);
      return { token: user.token, endedBy: 'REJECTED' };
    },
  },
  {
    name: 'expiry',
    async kill(_app, apps, database) {
      const { token } = await approvedUser(apps[0]!);
      await warm(apps, token);
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      // The 401 says why (docs/configuration.md#accounts-and-sessions).
      return { token, endedBy: null, said: sessionEndMessages.expired(apps[0]!.config.sessionTtlHours) };
    },
  },
  {
    name: "the sub-user's deletion by its owner",
    async kill(app, apps) {
      const { owner, subUser, token } = await subUserOf(app);
      await warm(apps, token);
      const deleted = await call(app, owner.token, 'POST', 'user/individual/delete-subuser', { subUserId: subUser.individualId });
      expect(deleted.statusCode).toBe(200);
      return { token, endedBy: null };
    },
  },
  {
    name: "the sub-user's suspension by its owner",
    async kill(app, apps) {
      const { owner, subUser, token } = await subUserOf(app);
      await warm(apps, token);
      expect((await editSubUser(app, owner.token, subUser.individualId, { suspend: true })).statusCode).toBe(200);
      return { token, endedBy: 'SUSPENDED' };
    },
  },
];

const rows: ReliabilityRow[] = [];
afterAll(() => recordRows('tokens', rows));

describe('tokens after their session ended, on every authenticated route', () => {
  const ctx = useTestApp();

  it.each(cases.map((one) => [one.name, one] as const))('should refuse the token after %s', async (_name, one) => {
    const { token, endedBy, said } = await one.kill(ctx.app, [ctx.app], ctx.database);
    const wrong = await wrongAnswers(ctx.app, token, endedBy, said);
    rows.push({ area: 'security', check: `token after ${one.name}: every authenticated route`, count: authenticatedRoutes(ctx.app).length, held: wrong.length === 0 });
    expect(wrong).toEqual([]);
  });
});

// Two API processes share one PostgreSQL in production. PGlite admits one owner of its
// database, so the second instance needs PostgreSQL: the runner sets TEST_DATABASE_URL in CI.
describe.skipIf(!process.env.TEST_DATABASE_URL)('tokens ended through one instance, on another instance (needs TEST_DATABASE_URL: PGlite admits one instance)', () => {
  const ctx = useTestApp();
  let second: DatabaseHandle;
  let other: FastifyInstance;

  beforeAll(async () => {
    // Read once this describe's app has its database: each test file's second database is a
    // copy of its own on PostgreSQL, and TEST_DATABASE_URL names it (docs/testing.md#postgresql).
    second = await openPostgres(process.env.TEST_DATABASE_URL!);
    other = await buildApp(ctx.config, { database: second.db });
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  it.each(cases.map((one) => [one.name, one] as const))('should refuse on instance B the token ended through instance A by %s', async (_name, one) => {
    const { token, endedBy, said } = await one.kill(ctx.app, [ctx.app, other], ctx.database);
    const wrong = await wrongAnswers(other, token, endedBy, said);
    rows.push({ area: 'security', check: `token after ${one.name}, on a second instance`, count: authenticatedRoutes(other).length, held: wrong.length === 0 });
    expect(wrong).toEqual([]);
  });
});
