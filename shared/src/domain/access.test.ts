import { accessMessages, sessionEndMessages } from './access-messages';
import { anyStatus, approvedOrReviewing, decideAccess, grantsAll } from './access';
import type { Menu } from './user';

const path = '/wallet';

describe('sessionEndMessages', () => {
  it('should say one minute or hour in the singular and more in the plural', () => {
    expect(sessionEndMessages.idle(1)).toBe('You were signed out after 1 minute without activity. Please login again.');
    expect(sessionEndMessages.idle(30)).toBe('You were signed out after 30 minutes without activity. Please login again.');
    expect(sessionEndMessages.expired(1)).toBe('You were signed out: a sign-in lasts 1 hour at most. Please login again.');
    expect(sessionEndMessages.expired(12)).toBe('You were signed out: a sign-in lasts 12 hours at most. Please login again.');
  });
});

describe('accessMessages', () => {
  it('should use the contract messages word for word', () => {
    expect(accessMessages.loginFirst).toBe('You need to login first.');
    expect(accessMessages.signedOut).toBe("You've been signed out. Please login again.");
    expect(accessMessages.accountStatus).toEqual({
      REVIEWING: 'Your account is being reviewed. Please wait.',
      REJECTED: 'Your account has been rejected. Please contact support.',
      SUSPENDED: 'Your account has been suspended. Please contact support.',
    });
    expect(accessMessages.notAuthorized('/wallet')).toBe('You are not authorized to access /wallet');
  });
});

describe('decideAccess', () => {
  it('should let only APPROVED accounts through a rule that names no status', () => {
    expect(decideAccess({ accountStatus: 'APPROVED', iam: 'SUB_USER', menus: null }, {}, path)).toEqual({ allowed: true });
    expect(decideAccess({ accountStatus: 'SUSPENDED', iam: 'ADMIN', menus: null }, {}, path)).toEqual({
      allowed: false,
      refusal: 'account-status',
      status: 'SUSPENDED',
      message: 'Your account has been suspended. Please contact support.',
    });
  });

  it('should name the menus a refused sub-user lacks, and none for an admin-only refusal', () => {
    const subUser = { accountStatus: 'APPROVED', iam: 'SUB_USER', menus: ['WALLET'] } as const;
    expect(decideAccess(subUser, { menus: ['WALLET', 'ASSETS'] }, path)).toEqual({
      allowed: false,
      refusal: 'not-authorized',
      requiredMenus: ['WALLET', 'ASSETS'],
      message: 'You are not authorized to access /wallet',
    });
    expect(decideAccess(subUser, { adminOnly: true }, '/iam-policy')).toMatchObject({ refusal: 'not-authorized', requiredMenus: [] });
  });

  it('should let the account owner through every admin and menu check, but not a refused status', () => {
    const owner = { accountStatus: 'REVIEWING', iam: 'ADMIN', menus: null } as const;
    expect(decideAccess(owner, { statuses: approvedOrReviewing, adminOnly: true, menus: ['PROFILE'] }, path).allowed).toBe(true);
    expect(decideAccess(owner, { statuses: anyStatus }, path).allowed).toBe(true);
    expect(decideAccess(owner, { menus: ['PROFILE'] }, path)).toMatchObject({ refusal: 'account-status' });
  });

  it('should let a sub-user holding any one of anyMenus through, and list them when it holds none', () => {
    const rule = { anyMenus: ['CARBON_CREDITS', 'WIZARD'] } as const;
    const subUser = (menus: Menu[] | null) => ({ accountStatus: 'APPROVED', iam: 'SUB_USER', menus }) as const;
    expect(decideAccess(subUser(['WIZARD']), rule, path).allowed).toBe(true);
    expect(decideAccess(subUser(['CARBON_CREDITS', 'WALLET']), rule, path).allowed).toBe(true);
    expect(decideAccess(subUser(['WALLET']), rule, path)).toMatchObject({
      refusal: 'not-authorized',
      requiredMenus: ['CARBON_CREDITS', 'WIZARD'],
    });
    expect(decideAccess(subUser(null), rule, path).allowed).toBe(false);
    expect(decideAccess({ accountStatus: 'APPROVED', iam: 'ADMIN', menus: null }, rule, path).allowed).toBe(true);
  });
});

describe('grantsAll', () => {
  it('should need every required menu', () => {
    expect(grantsAll(['WALLET', 'ASSETS'], ['WALLET'])).toBe(true);
    expect(grantsAll(['WALLET'], ['WALLET', 'ASSETS'])).toBe(false);
    expect(grantsAll([], [])).toBe(true);
  });
});
