import { parseRemoteScreens, type ScreenInput } from './screen';
import { dashboardPath, guardRedirects, loginPath, statusScreenPaths } from '../domain';
import { lostGuardRedirects, screenProblems } from './screen-check';

const impact: ScreenInput = {
  path: '/impact',
  page: 'ImpactPage',
  access: { guard: 'protected', rule: { menus: ['ASSETS'] } },
  frame: 'site',
  title: 'Impact',
  sidebar: { label: 'Impact', order: 65 },
  calls: ['GET /operational-data/individual'],
};
const wallet = parseRemoteScreens({
  remote: 'wallet',
  screens: [{ path: '/wallet', page: 'WalletPage', access: { guard: 'protected', rule: { menus: ['WALLET'] } }, frame: 'site', title: 'Wallet', calls: [] }],
});
const neighbours = { hostPaths: ['/faq', '/unauthorized'], others: wallet.ok ? [wallet.value] : [] };
const carbon = (...screens: ScreenInput[]) => {
  const parsed = parseRemoteScreens({ remote: 'carbon', screens });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.value;
};

describe('parseRemoteScreens', () => {
  it('should accept a well-formed declaration', () => {
    expect(parseRemoteScreens({ remote: 'carbon', screens: [impact] }).ok).toBe(true);
  });

  it.each([
    ['an unknown menu', { ...impact, access: { guard: 'protected', rule: { menus: ['GARDEN'] } } }, 'menus must be among'],
    ['an unknown status', { ...impact, access: { guard: 'status-screen', status: 'ASLEEP', rule: {} } }, 'status must be one of'],
    ['an unknown guard', { ...impact, access: { guard: 'vip' } }, 'guard must be one of'],
    ['an unknown API route', { ...impact, calls: ['GET /nope'] }, 'GET /nope is not an API route'],
    ['a path that is not one', { ...impact, path: 'impact' }, 'path must be'],
    ['a page that is no page', { ...impact, page: 'impact' }, 'page must be'],
    ['a field the schema does not know', { ...impact, menu: 'ASSETS' }, 'menu'],
  ])('should refuse %s, saying where', (_what, screen, message) => {
    const result = parseRemoteScreens({ remote: 'carbon', screens: [screen] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain(message);
  });

  it('should refuse a path declared twice', () => {
    const result = parseRemoteScreens({ remote: 'carbon', screens: [impact, impact] });
    expect(result).toEqual({ ok: false, problems: ['a path is declared twice'] });
  });
});

describe('screenProblems', () => {
  it('should find none for a screen of its own path whose calls admit everyone it lets in', () => {
    expect(screenProblems(carbon(impact), neighbours)).toEqual([]);
  });

  it("should refuse a path of the host's or of another remote's", () => {
    expect(screenProblems(carbon({ ...impact, path: '/wallet' }, { ...impact, path: '/faq' }), neighbours)).toEqual([
      'carbon screen /wallet: /wallet is a screen of the wallet remote',
      "carbon screen /faq: /faq is the host's own page",
    ]);
  });

  it('should refuse a screen that lets in callers its own API calls refuse', () => {
    const problems = screenProblems(carbon({ ...impact, calls: ['GET /wallet/individual/my-wallet'] }), neighbours);
    expect(problems).toEqual([
      'carbon screen /impact: it lets in an APPROVED sub-user with [ASSETS], whom its call GET /wallet/individual/my-wallet refuses',
    ]);
  });
});

describe('lostGuardRedirects', () => {
  // Made-up declarations: public screens at the paths that matter here.
  const page = (path: string): ScreenInput => ({ path, page: 'SomePage', access: { guard: 'public' }, frame: 'site', title: 'Some', calls: [] });
  const declaration = (remote: 'account' | 'carbon', ...paths: string[]) => {
    const parsed = parseRemoteScreens({ remote, screens: paths.map(page) });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    return parsed.value;
  };
  const live = [declaration('account', '/', loginPath, statusScreenPaths.REVIEWING), declaration('carbon', dashboardPath)];

  it("should name the login, dashboard and status screens the host's guards send visitors to", () => {
    expect(guardRedirects.map(({ path }) => path)).toEqual(['/login', '/dashboard', '/reviewing', '/suspended', '/rejected']);
  });

  it('should let a version keep, add or drop any other screen', () => {
    expect(lostGuardRedirects(declaration('account', loginPath, statusScreenPaths.REVIEWING, '/register'), live)).toEqual([]);
    expect(lostGuardRedirects(declaration('carbon', dashboardPath, '/impact'), live)).toEqual([]);
  });

  it('should refuse a version that drops a path the host sends visitors to, saying whom', () => {
    expect(lostGuardRedirects(declaration('account', '/'), live)).toEqual([
      'account no longer declares /login, where the host sends a visitor without a session, and no other live remote does',
      'account no longer declares /reviewing, where the host sends a REVIEWING account, and no other live remote does',
    ]);
    expect(lostGuardRedirects(declaration('carbon', '/impact'), live)).toEqual([
      'carbon no longer declares /dashboard, where the host sends a signed-in user from the guest, status and restricted-access screens, and no other live remote does',
    ]);
  });

  it('should ask nothing of paths no live remote declares yet, so a new site goes live one remote at a time', () => {
    expect(lostGuardRedirects(declaration('carbon', '/impact'), [])).toEqual([]);
    expect(lostGuardRedirects(declaration('account', '/'), [declaration('carbon', dashboardPath)])).toEqual([]);
  });
});

describe('screenProblems of console screens', () => {
  const home: ScreenInput = {
    path: '/console',
    page: 'ConsoleHomePage',
    access: { guard: 'staff', roles: ['operator', 'release-engineer', 'provider'] },
    frame: 'console',
    title: 'Console',
    calls: [],
    consoleCalls: ['GET /session', 'DELETE /session'],
  };
  const consoleScreens = (...screens: ScreenInput[]) => {
    const parsed = parseRemoteScreens({ remote: 'console', screens });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    return parsed.value;
  };

  it('should accept a staff screen whose console calls admit every role it lets in, and public calls anywhere', () => {
    const login: ScreenInput = { ...home, path: '/console/login', page: 'ConsoleLoginPage', access: { guard: 'public' }, consoleCalls: ['POST /session'] };
    expect(screenProblems(consoleScreens(home, login), neighbours)).toEqual([]);
  });

  it('should refuse a screen open without a console session that makes a signed-in console call', () => {
    const open: ScreenInput = { ...home, access: { guard: 'public' } };
    expect(screenProblems(consoleScreens(open), neighbours)).toEqual([
      'console screen /console: it lets in visitors without a console session, whom its call GET /session refuses',
      'console screen /console: it lets in visitors without a console session, whom its call DELETE /session refuses',
    ]);
  });

  it('should refuse an unknown console route and a staff guard without roles, saying where', () => {
    const result = parseRemoteScreens({ remote: 'console', screens: [{ ...home, consoleCalls: ['GET /nope'], access: { guard: 'staff', roles: [] } }] });
    expect(result.ok ? [] : result.problems).toEqual([
      'screens.0.access.roles: roles must name at least one staff role',
      'screens.0.consoleCalls.0: GET /nope is not a console API route',
    ]);
  });
});
