import { routeTable } from './route-table';

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

describe('routeTable', () => {
  it('should list every route of the spec once, plus the 404 catch-all', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual([...specRoutes, '*'].sort());
  });

  it('should put exactly the spec protected routes behind authentication', () => {
    const guarded = routeTable.filter((route) => route.guard === 'authenticated').map((route) => route.path);
    expect(guarded.sort()).toEqual([...specProtected].sort());
  });

  it('should render login, register, landing and logout without navbar and footer', () => {
    const bare = routeTable.filter((route) => route.frame === 'bare').map((route) => route.path);
    expect(bare.sort()).toEqual(['/', '/login', '/logout', '/register']);
  });

  it('should show the login screen on the landing page', () => {
    expect(routeTable.find((route) => route.path === '/')?.screen).toEqual({ remote: 'account/LoginPage' });
  });
});
