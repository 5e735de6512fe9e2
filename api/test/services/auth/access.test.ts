import { describe, expect, it } from 'vitest';
import {
  accountStatuses,
  anyStatus,
  approvedOrReviewing,
  decideAccess,
  type AccessRule,
  type AccountStatus,
  type Iam,
  type Menu,
} from '@commons/shared/domain';
import { apiAccess, defineEndpoint } from '@commons/shared/contract';
import Fastify from 'fastify';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { requireDeclaredRoute } from '../../../src/plugins/app/authorize';
import { ruleOfRoute } from '../../../src/domains/auth/access';
import { useTestApp } from '../../helpers/build';

const path = '/api/api/some/endpoint';
const ok = 'allowed';
const denied = `You are not authorized to access ${path}`;
const reviewing = 'Your account is being reviewed. Please wait.';
const rejected = 'Your account has been rejected. Please contact support.';
const suspended = 'Your account has been suspended. Please contact support.';

/** The callers of every column: admin or sub-user, whose policy grants the rule's menu or not. */
const columns: { label: string; iam: Iam; hasMenu: boolean }[] = [
  { label: 'an admin with the menu', iam: 'ADMIN', hasMenu: true },
  { label: 'an admin without it', iam: 'ADMIN', hasMenu: false },
  { label: 'a sub-user with the menu', iam: 'SUB_USER', hasMenu: true },
  { label: 'a sub-user without it', iam: 'SUB_USER', hasMenu: false },
];

type Grid = Record<AccountStatus, [string, string, string, string]>;

/** One row per status and column of `grid`: what `rule` decides for that caller. */
function cases(rule: AccessRule, grid: Grid) {
  const menu: Menu = rule.menus?.[0] ?? 'WALLET';
  return accountStatuses.flatMap((status) =>
    columns.map(({ label, iam, hasMenu }, column) => {
      const menus: Menu[] = hasMenu ? [menu] : ['ASSETS'];
      return { status, label, caller: { accountStatus: status, iam, menus }, expected: grid[status][column] };
    }),
  );
}

const outcome = (rule: AccessRule, caller: Parameters<typeof decideAccess>[0]) => {
  const decision = decideAccess(caller, rule, path);
  return decision.allowed ? ok : decision.message;
};

describe('decideAccess', () => {
  describe.each<[string, AccessRule, Grid]>([
    [
      'an APPROVED-only endpoint (the default)',
      {},
      {
        APPROVED: [ok, ok, ok, ok],
        REVIEWING: [reviewing, reviewing, reviewing, reviewing],
        REJECTED: [rejected, rejected, rejected, rejected],
        SUSPENDED: [suspended, suspended, suspended, suspended],
      },
    ],
    [
      'a menu endpoint (WALLET)',
      { menus: ['WALLET'] },
      {
        APPROVED: [ok, ok, ok, denied],
        REVIEWING: [reviewing, reviewing, reviewing, reviewing],
        REJECTED: [rejected, rejected, rejected, rejected],
        SUSPENDED: [suspended, suspended, suspended, suspended],
      },
    ],
    [
      'an admin-only endpoint',
      { adminOnly: true },
      {
        APPROVED: [ok, ok, denied, denied],
        REVIEWING: [reviewing, reviewing, reviewing, reviewing],
        REJECTED: [rejected, rejected, rejected, rejected],
        SUSPENDED: [suspended, suspended, suspended, suspended],
      },
    ],
    [
      'the profile updates (APPROVED or REVIEWING, menu PROFILE)',
      { statuses: approvedOrReviewing, menus: ['PROFILE'] },
      {
        APPROVED: [ok, ok, ok, denied],
        REVIEWING: [ok, ok, ok, denied],
        REJECTED: [rejected, rejected, rejected, rejected],
        SUSPENDED: [suspended, suspended, suspended, suspended],
      },
    ],
    [
      'logout and my-profile (any status)',
      { statuses: anyStatus },
      {
        APPROVED: [ok, ok, ok, ok],
        REVIEWING: [ok, ok, ok, ok],
        REJECTED: [ok, ok, ok, ok],
        SUSPENDED: [ok, ok, ok, ok],
      },
    ],
  ])('on %s', (_endpoint, rule, grid) => {
    it.each(cases(rule, grid))('should answer a $status account, $label: $expected', ({ caller, expected }) => {
      expect(outcome(rule, caller)).toBe(expected);
    });
  });

  it('should deny a menu to a sub-user without an active group policy', () => {
    const caller = { accountStatus: 'APPROVED', iam: 'SUB_USER', menus: null } as const;
    expect(outcome({ menus: ['PROFILE'] }, caller)).toBe(denied);
    expect(outcome({}, caller)).toBe(ok);
  });

  it('should let an admin with no policy through every menu check', () => {
    const caller = { accountStatus: 'APPROVED', iam: 'ADMIN', menus: null } as const;
    expect(outcome({ menus: ['CARBON_CREDITS'] }, caller)).toBe(ok);
  });
});

describe('the client API routes and the shared access table', () => {
  const ctx = useTestApp();

  it('should register every route the table lists, so each rule guards a real route', () => {
    for (const key of Object.keys(apiAccess)) {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      expect(ctx.app.hasRoute({ method, url: `/api/api${path}` }), key).toBe(true);
    }
  });

  it("should find a route's rule by its method and registered URL, HEAD following GET", () => {
    expect(ruleOfRoute('GET', '/api/api/user/logout')).toEqual({ statuses: anyStatus });
    expect(ruleOfRoute('HEAD', '/api/api/wallet/individual/my-wallet')).toEqual({ menus: ['WALLET'] });
    expect(ruleOfRoute('PUT', '/api/api/user/individual/update-profile/:individualId')).toEqual({
      statuses: approvedOrReviewing,
      menus: ['PROFILE'],
    });
    expect(ruleOfRoute('POST', '/api/api/auth/individual/login')).toBe('public');
    expect(ruleOfRoute('DELETE', '/api/api/user/logout')).toBeUndefined();
    expect(ruleOfRoute('GET', '/api/operator/accounts')).toBeUndefined();
  });

  it('should refuse to register a client API route that no endpoint declares', () => {
    const endpoint = defineEndpoint({ method: 'GET', path: '/user/logout', access: { statuses: anyStatus }, summary: 'Sign out' });
    const config = { endpoint };
    expect(() => requireDeclaredRoute({ method: 'GET', url: '/api/api/user/unlisted' })).toThrow(
      'GET /api/api/user/unlisted is not registered from an endpoint declaration',
    );
    expect(() => requireDeclaredRoute({ method: ['GET', 'POST'], url: '/api/api/user/logout', config })).toThrow(
      'POST /api/api/user/logout is not registered from an endpoint declaration',
    );
    expect(() => requireDeclaredRoute({ method: 'GET', url: '/api/api/user/other', config })).toThrow('GET /api/api/user/other');
    expect(() => requireDeclaredRoute({ method: ['GET', 'HEAD'], url: '/api/api/user/logout', config })).not.toThrow();
    expect(() => requireDeclaredRoute({ method: 'GET', url: '/api/operator/accounts' })).not.toThrow();
  });

  it('should stop a server whose client API has a route registered without its declaration', async () => {
    const app = Fastify();
    const logout = defineEndpoint({ method: 'GET', path: '/user/logout', access: { statuses: anyStatus }, summary: 'Sign out' });
    // Not awaited: the failure is the server's start (`ready`), as `buildApp` meets it.
    void app.register(
      async (api) => {
        api.addHook('onRoute', requireDeclaredRoute);
        route(api, logout, async () => ({}));
        api.get('/unlisted', async () => ({}));
      },
      { prefix: '/api/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/api/unlisted is not registered from an endpoint declaration');
    await app.close();
  });
});
