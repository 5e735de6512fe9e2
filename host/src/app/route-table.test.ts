import { isProtected, type AccessRule } from '@commons/shared/domain';
import { statusScreens } from '../guards/account-status';
import { routeTable } from '../test/declared-registry';

// PRODUCT_SPEC section 2, word for word.
const specRoutes = [
  '/login', '/register', '/logout', '/', '/contact-us', '/privacy-notice', '/conditions-of-use', '/faq', '/profile',
  '/edit-profile', '/assets', '/dashboard', '/reviewing', '/suspended', '/rejected', '/wizard', '/wallet', '/iam-policy',
  '/group-policy', '/successful-payment', '/carbon-credits', '/unauthorized',
];
const specProtected = [
  '/profile', '/edit-profile', '/carbon-credits', '/dashboard', '/assets', '/reviewing', '/suspended', '/rejected',
  '/wizard', '/wallet', '/iam-policy', '/group-policy', '/unauthorized', '/successful-payment',
];
// Beyond the spec (issue 9): the public page a certificate's verification link opens. Issue 31:
// the pages its mail links open, forgot password, and the account's own screens. Issue 33: the
// public footprint methodology, the public project pages and an account's public impact page.
const beyondSpecRoutes = [
  '/verify/:checkoutId', '/forgot-password', '/reset-password', '/verify-email', '/unsubscribe', '/delete-account',
  '/security', '/notifications', '/your-data', '/methodology', '/u/:handle', '/projects', '/projects/:projectId',
];
const beyondSpecProtected = ['/security', '/notifications', '/your-data'];
// Section 4: these count as authenticated only when APPROVED.
const specApprovedOnly = ['/dashboard', '/assets', '/wallet', '/wizard', '/carbon-credits', '/iam-policy', '/group-policy'];

/** The rule of a protected route, or null for a public or guest one. */
const ruleOf = (route: (typeof routeTable)[number]): AccessRule | null => (isProtected(route.access) ? route.access.rule : null);
const isApprovedOnly = (rule: AccessRule | null) => rule !== null && (rule.statuses ?? ['APPROVED']).join() === 'APPROVED';

const pathsWhere = (keep: (route: (typeof routeTable)[number]) => boolean) =>
  routeTable
    .filter(keep)
    .map((route) => route.path)
    .sort();

describe('routeTable', () => {
  it('should list every route of the spec once, plus the 404 catch-all and the verification page', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes, ...beyondSpecRoutes, '*'].sort());
  });

  it('should open the certificate verification page to signed-out visitors, in the site frame', () => {
    const verify = routeTable.find((route) => route.path === '/verify/:checkoutId');
    expect(verify).toMatchObject({ access: { guard: 'public' }, frame: 'site', screen: { remote: 'carbon/CertificateVerificationPage' } });
  });

  it('should open the methodology page to signed-out visitors, in the site frame', () => {
    const methodology = routeTable.find((route) => route.path === '/methodology');
    expect(methodology).toMatchObject({ access: { guard: 'public' }, frame: 'site', screen: { remote: 'carbon/MethodologyPage' } });
  });

  it('should open the project pages to signed-out visitors, in the site frame', () => {
    expect(routeTable.filter((route) => route.path.startsWith('/projects'))).toMatchObject([
      { path: '/projects', access: { guard: 'public' }, frame: 'site', screen: { remote: 'carbon/ProjectsPage' } },
      { path: '/projects/:projectId', access: { guard: 'public' }, frame: 'site', screen: { remote: 'carbon/ProjectPage' } },
    ]);
  });

  it('should put exactly the spec protected routes behind authentication', () => {
    expect(pathsWhere((route) => isProtected(route.access))).toEqual([...specProtected, ...beyondSpecProtected].sort());
  });

  it('should count exactly the spec routes as authenticated only when APPROVED', () => {
    expect(pathsWhere((route) => isApprovedOnly(ruleOf(route)))).toEqual([...specApprovedOnly].sort());
  });

  it('should close IAM policy and group policy to non-admins', () => {
    // And the owner's Notifications and Your Data (issue 31).
    expect(pathsWhere((route) => ruleOf(route)?.adminOnly === true)).toEqual([
      '/group-policy',
      '/iam-policy',
      '/notifications',
      '/your-data',
    ]);
  });

  it('should require the menus of section 6, plus PROFILE for edit profile and WALLET for successful payment', () => {
    const required = Object.fromEntries(
      routeTable.flatMap((route) => {
        const menus = ruleOf(route)?.menus;
        return menus ? [[route.path, menus]] : [];
      }),
    );
    expect(required).toEqual({
      '/assets': ['ASSETS'],
      '/wallet': ['WALLET'],
      '/profile': ['PROFILE'],
      '/wizard': ['WIZARD'],
      '/carbon-credits': ['CARBON_CREDITS'],
      '/edit-profile': ['PROFILE'],
      '/successful-payment': ['WALLET'],
    });
  });

  it('should mount each status screen at the path its guard redirects to', () => {
    for (const route of routeTable) {
      if (route.access.guard === 'status-screen') expect(statusScreens[route.access.status].path).toBe(route.path);
    }
    expect(pathsWhere((route) => route.access.guard === 'status-screen')).toEqual(['/rejected', '/reviewing', '/suspended']);
  });

  it('should render login, register, landing and logout without navbar and footer', () => {
    // And, like them, the pages of issue 31's mailed links about signing in or leaving.
    expect(pathsWhere((route) => route.frame === 'bare')).toEqual([
      '/', '/delete-account', '/forgot-password', '/login', '/logout', '/register', '/reset-password',
    ]);
  });

  it('should show the login screen on the landing page', () => {
    expect(routeTable.find((route) => route.path === '/')?.screen).toEqual({ remote: 'account/LoginPage' });
  });
});
