import { accountStatuses, iamRoles, menus as allMenus, type AccountStatus, type Iam, type Menu } from '@commons/shared/domain';
import { customerRouteTable as routeTable } from '../test/declared-registry';
import type { AccessDecision } from './access-decision';
import { decideRoute, type AccessInput } from './decide-route';
import { testUser } from './test-users';

// The expectations below are written from the rules of docs/product-rules.md (screens, states,
// roles) alone, plus the decisions recorded in the route table, not from the guard code, so the
// two check each other.
const protectedPaths = [
  '/profile', '/edit-profile', '/carbon-credits', '/dashboard', '/assets', '/reviewing', '/suspended', '/rejected',
  '/wizard', '/wallet', '/iam-policy', '/group-policy', '/unauthorized', '/successful-payment',
  // The account's own security and data screens, open while REVIEWING like the profile.
  '/security', '/notifications', '/your-data',
];
const approvedOnlyPaths = ['/dashboard', '/assets', '/wallet', '/wizard', '/carbon-credits', '/iam-policy', '/group-policy'];
// Notices and the account's data are the owner's.
const adminOnlyPaths = ['/iam-policy', '/group-policy', '/notifications', '/your-data'];
const requiredMenus: Record<string, Menu[]> = {
  '/assets': ['ASSETS'],
  '/wallet': ['WALLET'],
  '/profile': ['PROFILE'],
  '/wizard': ['WIZARD'],
  '/carbon-credits': ['CARBON_CREDITS'],
  '/edit-profile': ['PROFILE'],
  '/successful-payment': ['WALLET'],
};
const statusScreenPaths: Record<string, AccountStatus> = {
  '/reviewing': 'REVIEWING',
  '/suspended': 'SUSPENDED',
  '/rejected': 'REJECTED',
};
const statusRedirects = {
  REVIEWING: { to: '/reviewing', flag: 'reviewing', message: 'Your account is being reviewed. Please wait.' },
  SUSPENDED: { to: '/suspended', flag: 'suspended', message: 'Your account has been suspended. Please contact support.' },
  REJECTED: { to: '/rejected', flag: 'rejected', message: 'Your account has been rejected. Please contact support.' },
} as const;

const from = (path: string) => ({ pathname: path, search: '?year=2024', hash: '' });
const toDashboard: AccessDecision = { kind: 'redirect', to: '/dashboard' };
const toStatus = (status: keyof typeof statusRedirects, path: string, iam: Iam = 'ADMIN'): AccessDecision => {
  const { to, flag, message } = statusRedirects[status];
  // A suspended sub-user is told on the screen to ask the account owner, not support.
  if (status === 'SUSPENDED' && iam !== 'ADMIN') return { kind: 'redirect', to, state: { [flag]: true, from: from(path) } };
  return { kind: 'redirect', to, state: { [flag]: true, message, from: from(path) } };
};
const toUnauthorized = (path: string, requiredPolicies: Menu[]): AccessDecision => ({
  kind: 'redirect',
  to: '/unauthorized',
  state: { unauthorized: true, message: `You are not authorized to access ${path}`, from: from(path), requiredPolicies },
});

/** What the contract says happens to a signed-in user arriving at `path` without any navigation flag. */
function expected(path: string, status: AccountStatus, iam: Iam, held: readonly Menu[]): AccessDecision {
  // The guest screens: signing in (by password or by a mailed link), signing up, the landing page.
  if (['/register', '/login', '/sign-in-link', '/forgot-password', '/'].includes(path)) return toDashboard;
  if (!protectedPaths.includes(path)) return { kind: 'render' };
  if ((status === 'REJECTED' || status === 'SUSPENDED') && statusScreenPaths[path] !== status) return toStatus(status, path, iam);
  if (status === 'REVIEWING' && approvedOnlyPaths.includes(path)) return toStatus(status, path);
  if (statusScreenPaths[path] || path === '/unauthorized') return toDashboard;
  if (iam === 'ADMIN') return { kind: 'render' };
  if (adminOnlyPaths.includes(path)) return toUnauthorized(path, []);
  const required = requiredMenus[path] ?? [];
  return required.every((menu) => held.includes(menu)) ? { kind: 'render' } : toUnauthorized(path, required);
}

/** No policy assigned, then a policy granting each subset of the five menus. */
const policies: (readonly Menu[] | null)[] = [
  null,
  ...Array.from({ length: 2 ** allMenus.length }, (_, bits) => allMenus.filter((_, i) => bits & (1 << i))),
];

function input(path: string, status: AccountStatus, iam: Iam, menus: readonly Menu[] | null, state?: unknown): AccessInput {
  const route = routeTable.find((candidate) => candidate.path === path)!;
  return {
    access: route.access,
    location: { ...from(path), state },
    hasToken: true,
    profile: { status: 'ready', user: testUser({ accountStatus: status, iam, menus }) },
    groupPolicy: menus ? { menus } : 'failed',
  };
}

describe('decideRoute for every route, account status, admin or not, and group policy', () => {
  const combinations = accountStatuses.flatMap((status) => iamRoles.map((iam) => [status, iam] as const));

  describe.each(routeTable.map((route) => route.path))('%s', (path) => {
    it.each(combinations)('should follow the contract for a %s %s user', (status, iam) => {
      for (const menus of policies) {
        const label = `${path} ${status} ${iam} menus ${menus ? JSON.stringify(menus) : 'none assigned'}`;
        expect(decideRoute(input(path, status, iam, menus)), label).toEqual(expected(path, status, iam, menus ?? []));
      }
    });
  });
});

describe('decideRoute before the user is known', () => {
  it.each(protectedPaths)('should send a visitor without a token from %s to login, remembering it', (path) => {
    const decision = decideRoute({ ...input(path, 'APPROVED', 'ADMIN', null), hasToken: false });
    expect(decision).toEqual({ kind: 'redirect', to: '/login', state: { message: 'You need to login first.', from: from(path) } });
  });

  it.each(protectedPaths)('should show "Signing In" on %s until the profile arrives', (path) => {
    expect(decideRoute({ ...input(path, 'APPROVED', 'ADMIN', null), profile: { status: 'pending' } })).toEqual({
      kind: 'wait',
      label: 'Signing In',
    });
  });

  it.each(protectedPaths)('should sign out from %s when the profile cannot be fetched', (path) => {
    expect(decideRoute({ ...input(path, 'APPROVED', 'ADMIN', null), profile: { status: 'failed' } })).toEqual({
      kind: 'sign-out',
      to: '/login',
      state: { message: "You've been signed out. Please login again.", from: from(path) },
    });
  });

  it('should leave public pages and 404 to anyone, and register to visitors without a session', () => {
    for (const path of ['/', '/login', '/logout', '/faq', '/contact-us', '/privacy-notice', '/conditions-of-use', '*', '/register']) {
      expect(decideRoute({ ...input(path, 'APPROVED', 'ADMIN', null), hasToken: false }), path).toEqual({ kind: 'render' });
    }
  });

  it("should wait for an approved sub-user's group policy only where a menu is required", () => {
    const waiting = (path: string) => decideRoute({ ...input(path, 'APPROVED', 'SUB_USER', ['WALLET']), groupPolicy: 'pending' });
    expect(waiting('/wallet')).toEqual({ kind: 'wait', label: 'Signing In' });
    expect(waiting('/profile')).toEqual({ kind: 'wait', label: 'Signing In' });
    expect(waiting('/dashboard')).toEqual({ kind: 'render' });
    expect(waiting('/iam-policy')).toEqual(toUnauthorized('/iam-policy', []));
  });
});
