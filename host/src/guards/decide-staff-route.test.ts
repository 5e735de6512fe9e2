import { consoleLoginPath, type RouteAccess } from '@commons/shared/domain';
import { consoleSignInFirst, decideStaffRoute, type StaffDecision, type StaffSessionState } from './decide-staff-route';

const operatorsOnly: Extract<RouteAccess, { guard: 'staff' }> = { guard: 'staff', roles: ['operator'] };
const anyStaff: Extract<RouteAccess, { guard: 'staff' }> = { guard: 'staff', roles: ['operator', 'release-engineer', 'provider'] };
const at = { pathname: '/console/staff', search: '?page=2', hash: '#top' };

const cases: [string, Extract<RouteAccess, { guard: 'staff' }>, StaffSessionState, StaffDecision][] = [
  ['waits while the session is asked for', anyStaff, { status: 'pending' }, { kind: 'wait', label: 'Signing In' }],
  [
    'sends a visitor without a console session to the console sign-in, keeping the page',
    anyStaff,
    { status: 'signed-out' },
    { kind: 'redirect', to: consoleLoginPath, state: { message: consoleSignInFirst, from: at } },
  ],
  ['says when the session could not be checked', anyStaff, { status: 'failed' }, { kind: 'failed' }],
  ['shows the screen to a role it names', operatorsOnly, { status: 'ready', role: 'operator' }, { kind: 'render' }],
  ['refuses a role it does not name', operatorsOnly, { status: 'ready', role: 'provider' }, { kind: 'wrong-role' }],
  ['shows a screen for every role to a provider', anyStaff, { status: 'ready', role: 'provider' }, { kind: 'render' }],
];

describe('decideStaffRoute', () => {
  it.each(cases)('should say what it does: %s', (_what, access, session, expected) => {
    expect(decideStaffRoute(access, session, at)).toEqual(expected);
  });
});
