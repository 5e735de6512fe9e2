import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@commons/shared/schemas';
import { bearer, signUp } from '../../helpers/accounts';
import { operatorToken, useTestApp } from '../../helpers/build';
import { describeProject } from '../../helpers/projects';
import { mailedToken, signedInStaff, staffEmail, staffOps, staffPassword } from '../../helpers/staff';

/**
 * The console's permission matrix (docs/api.md#the-console-api): every route the app registers
 * under /api/console (its own list, so a new route cannot be forgotten), called as each caller,
 * against the status written here by hand.
 */
const callers = ['none', 'customer', 'machine', 'operator', 'release-engineer', 'provider'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

interface Fixture {
  invitationToken: string;
  headers: Record<Caller, Record<string, string>>;
}

interface Row {
  why: string;
  request: (fixture: Fixture) => { url: string; payload?: object };
  expected: Expected;
  /** Ends the caller's session: called after every other row. */
  endsSession?: boolean;
}

const everyone = (status: number): Expected => Object.fromEntries(callers.map((caller) => [caller, status])) as Expected;
const staffOnly = (status: number): Expected => ({ none: 401, customer: 401, machine: 401, operator: status, 'release-engineer': status, provider: status });
const releaseEngineerOnly = (status: number): Expected => ({ ...staffOnly(403), 'release-engineer': status });

const table: Record<string, Row> = {
  'GET /api/console/invitation': {
    why: 'public: an open invitation shows to whoever holds its link',
    request: (f) => ({ url: `/api/console/invitation?token=${f.invitationToken}` }),
    expected: everyone(200),
  },
  'POST /api/console/invitation/accept': {
    why: 'public: an unknown token is 404 whoever sends it',
    request: () => ({ url: '/api/console/invitation/accept', payload: { token: 'no-such-token', password: staffPassword, code: '123456' } }),
    expected: everyone(404),
  },
  'POST /api/console/session': {
    why: 'public: a body without the fields is 400 before any check, counted by no limiter',
    request: () => ({ url: '/api/console/session', payload: {} }),
    expected: everyone(400),
  },
  'GET /api/console/session': {
    why: 'any signed-in staff member; bearer tokens open nothing here',
    request: () => ({ url: '/api/console/session' }),
    expected: staffOnly(200),
  },
  'DELETE /api/console/session': {
    why: 'any signed-in staff member signs out',
    request: () => ({ url: '/api/console/session' }),
    expected: staffOnly(204),
    endsSession: true,
  },

  // --- Releases (release engineers only; a switch of nothing published is refused, changing nothing) ---
  'GET /api/console/releases': {
    why: 'release engineers: every remote, its rollout and health',
    request: () => ({ url: '/api/console/releases' }),
    expected: releaseEngineerOnly(200),
  },
  'GET /api/console/releases/history': {
    why: "release engineers: the remotes' switches",
    request: () => ({ url: '/api/console/releases/history?remote=account' }),
    expected: releaseEngineerOnly(200),
  },
  'POST /api/console/releases/:remote/activate': {
    why: 'release engineers: a version never published is 404',
    request: () => ({ url: '/api/console/releases/account/activate', payload: { version: '9.9.9', reason: 'matrix' } }),
    expected: releaseEngineerOnly(404),
  },
  'POST /api/console/releases/:remote/rollback': {
    why: 'release engineers: nothing to go back to is 409',
    request: () => ({ url: '/api/console/releases/account/rollback', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  'POST /api/console/releases/:remote/rollout': {
    why: 'release engineers: a version never published is 404',
    request: () => ({ url: '/api/console/releases/account/rollout', payload: { version: '9.9.9', percent: 10, reason: 'matrix' } }),
    expected: releaseEngineerOnly(404),
  },
  'POST /api/console/releases/:remote/promote': {
    why: 'release engineers: no rollout in progress is 409',
    request: () => ({ url: '/api/console/releases/account/promote', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  'POST /api/console/releases/:remote/abort': {
    why: 'release engineers: no rollout in progress is 409',
    request: () => ({ url: '/api/console/releases/account/abort', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  // --- Releases: freeze (release engineers only; no other row touches the console remote it freezes) ---
  'POST /api/console/releases/:remote/freeze': {
    why: 'release engineers: freezes the console remote, which no other row switches',
    request: () => ({ url: '/api/console/releases/console/freeze', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(204),
  },
  'POST /api/console/releases/:remote/unfreeze': {
    why: 'release engineers: a remote not frozen is 409, changing nothing',
    request: () => ({ url: '/api/console/releases/admin/unfreeze', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  // --- end of Releases ---
};

const messageOf = (response: LightMyRequestResponse) => response.body.slice(0, 80);

describe('the console permission matrix', () => {
  const ctx = useTestApp();
  let fixture: Fixture;
  let routes: string[];

  beforeAll(async () => {
    const { user } = await signUp(ctx.app);
    const staffHeaders = async (role: StaffRole, project: string[] = []) => ({ cookie: (await signedInStaff(ctx.app, role, project)).cookie });
    await describeProject(ctx.app, 'GS4242');
    const invited = staffEmail();
    await staffOps(ctx.app).add({ email: invited, name: 'Ida Invited', role: 'operator', project: [] });
    fixture = {
      invitationToken: await mailedToken(ctx.app, invited),
      headers: {
        none: {},
        customer: bearer(user.token),
        machine: bearer(operatorToken),
        operator: await staffHeaders('operator'),
        'release-engineer': await staffHeaders('release-engineer'),
        provider: await staffHeaders('provider', ['GS4242']),
      },
    };
    routes = [
      ...new Set(
        ctx.app.registeredRoutes.filter((route) => route.url.startsWith('/api/console') && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`),
      ),
    ];
  }, 300_000);

  it('should have a row for every console route, and no row for a route the app lacks', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((key) => !Object.hasOwn(table, key))).toEqual([]);
    expect(Object.keys(table).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('should answer each caller as the table says', async () => {
    const ordered = Object.entries(table).sort(([, a], [, b]) => Number(a.endsSession ?? false) - Number(b.endsSession ?? false));
    const mismatches: string[] = [];
    for (const [key, row] of ordered) {
      for (const caller of callers) {
        const { url, payload } = row.request(fixture);
        const method = key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'DELETE';
        const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}), headers: fixture.headers[caller] });
        if (response.statusCode !== row.expected[caller]) {
          mismatches.push(`${key} as ${caller}: expected ${row.expected[caller]}, got ${response.statusCode} (${messageOf(response)})`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
