import { remotePageAt, remoteRoutes } from './remote-routes';
import { routeTable } from './route-table';

describe('remoteRoutes', () => {
  it.each([
    ['/', 'account/LoginPage'],
    ['/login', 'account/LoginPage'],
    ['/login/', 'account/LoginPage'],
    ['/dashboard?year=2025', 'carbon/DashboardPage'],
    ['/wallet#history', 'wallet/WalletPage'],
    ['/verify/abc-123', 'carbon/CertificateVerificationPage'],
    ['/faq', null],
    ['/unauthorized', null],
    ['/nope', null],
    ['/verify/a/b', null],
  ])('should say %s shows %s', (url, page) => {
    expect(remotePageAt(url)).toBe(page);
  });

  it('should be what the route table shows on each remote route', () => {
    const shown = Object.fromEntries(routeTable.flatMap(({ path, screen }) => ('remote' in screen ? [[path, screen.remote]] : [])));
    expect(shown).toEqual(remoteRoutes);
  });
});
