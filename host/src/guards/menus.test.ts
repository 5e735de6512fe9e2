import { callerOf, menusOf, shouldFetchGroupPolicy } from './menus';
import { testUser } from './test-users';

describe('shouldFetchGroupPolicy', () => {
  it('should fetch only for an APPROVED non-admin with an assigned policy', () => {
    expect(shouldFetchGroupPolicy(testUser({ iam: 'SUB_USER', menus: ['WALLET'] }))).toBe(true);
    expect(shouldFetchGroupPolicy(testUser({ iam: 'SUB_USER', menus: null }))).toBe(false);
    expect(shouldFetchGroupPolicy(testUser({ iam: 'SUB_USER', menus: ['WALLET'], accountStatus: 'REVIEWING' }))).toBe(false);
    expect(shouldFetchGroupPolicy(testUser({ iam: 'SUB_USER', menus: ['WALLET'], accountStatus: 'SUSPENDED' }))).toBe(false);
    expect(shouldFetchGroupPolicy(testUser({ iam: 'ADMIN', menus: ['WALLET'] }))).toBe(false);
  });
});

describe('menusOf', () => {
  const approved = testUser({ iam: 'SUB_USER', menus: ['PROFILE'] });

  it('should hold no menus without an assigned policy', () => {
    expect(menusOf(testUser({ iam: 'SUB_USER', menus: null }), { menus: ['WALLET'] })).toEqual([]);
  });

  it('should use the fetched policy of an APPROVED user, none if the fetch failed', () => {
    expect(menusOf(approved, { menus: ['WALLET', 'ASSETS'] })).toEqual(['WALLET', 'ASSETS']);
    expect(menusOf(approved, 'pending')).toBe('pending');
    expect(menusOf(approved, 'failed')).toEqual([]);
  });

  it('should use the menus my-profile reports while the policy is not fetched', () => {
    expect(menusOf(testUser({ iam: 'SUB_USER', menus: ['PROFILE'], accountStatus: 'REVIEWING' }), 'pending')).toEqual(['PROFILE']);
  });
});

describe('callerOf', () => {
  it('should count menus still being fetched as none', () => {
    const user = testUser({ iam: 'SUB_USER', menus: ['WALLET'] });
    expect(callerOf(user, 'pending')).toEqual({ accountStatus: 'APPROVED', iam: 'SUB_USER', menus: null });
    expect(callerOf(user, ['WALLET'])).toEqual({ accountStatus: 'APPROVED', iam: 'SUB_USER', menus: ['WALLET'] });
  });
});
