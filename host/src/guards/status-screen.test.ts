import { accountStatuses, type AccountStatus, type ScreenStatus } from '@commons/shared/domain';
import { customerRouteTable as routeTable } from '../test/declared-registry';
import { decideRoute } from './decide-route';
import { testUser } from './test-users';

type ScreenPath = '/reviewing' | '/suspended' | '/rejected';

const screens: [ScreenStatus, ScreenPath, string][] = [
  ['REVIEWING', '/reviewing', 'reviewing'],
  ['SUSPENDED', '/suspended', 'suspended'],
  ['REJECTED', '/rejected', 'rejected'],
];

const wallet = { pathname: '/wallet', search: '', hash: '#history' };

function decide(screen: ScreenStatus, path: ScreenPath, accountStatus: AccountStatus, state?: unknown) {
  return decideRoute({
    access: routeTable.find((route) => route.path === path)!.access,
    location: { pathname: path, search: '', hash: '', state },
    hasToken: true,
    profile: { status: 'ready', user: testUser({ accountStatus }) },
    groupPolicy: 'pending',
  });
}

describe.each(screens)('the %s screen (%s)', (screen, path, flag) => {
  it('should show while the account has its status and it was reached with its flag', () => {
    expect(decide(screen, path, screen, { [flag]: true, message: 'm', from: wallet })).toEqual({ kind: 'render' });
    expect(decide(screen, path, screen, { [flag]: true })).toEqual({ kind: 'render' });
  });

  it('should send the user to the dashboard when reached without its flag', () => {
    for (const state of [undefined, {}, { [flag]: 'yes' }, { unauthorized: true, from: wallet }]) {
      expect(decide(screen, path, screen, state)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  // Approval after review says so (a reinstatement or a lifted rejection is the operator's mail's to tell).
  const approvedState =
    screen === 'REVIEWING' ? { state: { success: 'Your account is approved. Next, record your first year in the Wizard.' } } : {};

  it('should return to the page first asked for once the status has changed', () => {
    expect(decide(screen, path, 'APPROVED', { [flag]: true, from: wallet })).toEqual({
      kind: 'redirect',
      to: '/wallet#history',
      ...approvedState,
    });
  });

  it('should return to the dashboard once the status has changed when no page was asked for', () => {
    const toDashboard = { kind: 'redirect', to: '/dashboard', ...approvedState };
    expect(decide(screen, path, 'APPROVED', { [flag]: true })).toEqual(toDashboard);
    expect(decide(screen, path, 'APPROVED', { [flag]: true, from: { pathname: path } })).toEqual(toDashboard);
    expect(decide(screen, path, 'APPROVED', { [flag]: true, from: { pathname: '//elsewhere.example' } })).toEqual(toDashboard);
  });

  it.each(accountStatuses.filter((status) => status !== screen && status !== 'APPROVED'))(
    'should hand a %s account on to its own screen, whatever the flag',
    (status) => {
      const decision = decide(screen, path, status, { [flag]: true, from: wallet });
      if (status === 'REVIEWING') {
        // REVIEWING only closes the APPROVED-only routes; this screen then sees the status changed.
        expect(decision).toEqual({ kind: 'redirect', to: '/wallet#history' });
      } else {
        expect(decision).toMatchObject({ kind: 'redirect', to: `/${status.toLowerCase()}`, state: { [status.toLowerCase()]: true } });
      }
    },
  );
});
