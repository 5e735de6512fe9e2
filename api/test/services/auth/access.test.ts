import { describe, expect, it } from 'vitest';
import { accountStatuses, type AccountStatus, type Iam, type Menu } from '@commons/shared/domain';
import {
  anyStatus,
  approvedOrReviewing,
  decideAccess,
  type AccessRule,
} from '../../../src/services/auth/access';

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
  const menu: Menu = rule.menu ?? 'WALLET';
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
      { menu: 'WALLET' },
      {
        APPROVED: [ok, ok, ok, denied],
        REVIEWING: [reviewing, reviewing, reviewing, reviewing],
        REJECTED: [rejected, rejected, rejected, rejected],
        SUSPENDED: [suspended, suspended, suspended, suspended],
      },
    ],
    [
      'an admin-only endpoint',
      { admin: true },
      {
        APPROVED: [ok, ok, denied, denied],
        REVIEWING: [reviewing, reviewing, reviewing, reviewing],
        REJECTED: [rejected, rejected, rejected, rejected],
        SUSPENDED: [suspended, suspended, suspended, suspended],
      },
    ],
    [
      'the profile updates (APPROVED or REVIEWING, menu PROFILE)',
      { statuses: approvedOrReviewing, menu: 'PROFILE' },
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
    expect(outcome({ menu: 'PROFILE' }, caller)).toBe(denied);
    expect(outcome({}, caller)).toBe(ok);
  });

  it('should let an admin with no policy through every menu check', () => {
    const caller = { accountStatus: 'APPROVED', iam: 'ADMIN', menus: null } as const;
    expect(outcome({ menu: 'CARBON_CREDITS' }, caller)).toBe(ok);
  });
});
