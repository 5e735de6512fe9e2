import type { Iam, Menu } from '@commons/shared/domain';
import { hostScreens } from '../app/host-screens';
import type { GroupPolicyCheck } from './menus';
import { decideRoute } from './decide-route';
import { testUser } from './test-users';

const wallet = { pathname: '/wallet', search: '?tab=pending', hash: '' };
const refusedWallet = { unauthorized: true, message: 'You are not authorized to access /wallet', from: wallet, requiredPolicies: ['WALLET'] };

function decide(state: unknown, { iam = 'SUB_USER', menus = ['PROFILE'], groupPolicy }: { iam?: Iam; menus?: Menu[] | null; groupPolicy?: GroupPolicyCheck } = {}) {
  return decideRoute({
    access: hostScreens.find((screen) => screen.path === '/unauthorized')!.access,
    location: { pathname: '/unauthorized', search: '', hash: '', state },
    hasToken: true,
    profile: { status: 'ready', user: testUser({ iam, menus }) },
    groupPolicy: groupPolicy ?? (menus ? { menus } : 'failed'),
  });
}

describe('the unauthorized screen', () => {
  it('should show while the refused page still requires a menu the user lacks', () => {
    expect(decide(refusedWallet)).toEqual({ kind: 'render' });
    expect(decide(refusedWallet, { menus: null })).toEqual({ kind: 'render' });
    expect(decide(refusedWallet, { groupPolicy: 'pending' })).toEqual({ kind: 'render' });
  });

  it('should keep showing an admin-only refusal to a non-admin', () => {
    const state = { ...refusedWallet, from: { pathname: '/iam-policy' }, requiredPolicies: [] };
    expect(decide(state, { menus: ['PROFILE', 'WALLET', 'ASSETS', 'WIZARD', 'CARBON_CREDITS'] })).toEqual({ kind: 'render' });
  });

  it('should send admins to the dashboard', () => {
    expect(decide(refusedWallet, { iam: 'ADMIN', menus: null })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('should send a non-admin arriving without the unauthorized flag to the dashboard', () => {
    for (const state of [undefined, { from: wallet, requiredPolicies: ['WALLET'] }, { ...refusedWallet, unauthorized: 'true' }]) {
      expect(decide(state)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('should return to the refused page once the menus satisfy all its requirements', () => {
    expect(decide(refusedWallet, { menus: ['PROFILE', 'WALLET'] })).toEqual({ kind: 'redirect', to: '/wallet?tab=pending' });
    const both = { ...refusedWallet, requiredPolicies: ['WALLET', 'ASSETS'] };
    expect(decide(both, { menus: ['WALLET'] })).toEqual({ kind: 'render' });
    expect(decide(both, { menus: ['ASSETS', 'WALLET'] })).toEqual({ kind: 'redirect', to: '/wallet?tab=pending' });
  });

  it('should go to the dashboard when the menus allow but no page was named', () => {
    const { from: _from, ...withoutFrom } = refusedWallet;
    expect(decide(withoutFrom, { menus: ['WALLET'] })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});
