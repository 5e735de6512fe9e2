import { NotFoundPage } from '../pages/not-found-page';
import type { Registry, RegistryEntry } from '../remotes/registry';
import { hostScreens, notFoundTitle } from './host-screens';
import { RegistryUnavailablePage } from './registry-unavailable-page';
import { buildRouteTable, type SiteRoute } from './route-table';

// Made-up declarations, not the remotes' own: these tests are about what the host does with
// any declaration, so a screen a remote adds or moves changes none of them.
const entry = (name: RegistryEntry['name'], version: string, screens: RegistryEntry['screens']): RegistryEntry => ({
  name,
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  channel: 'live',
  screens,
});

const signIn = { page: 'SignInPage', frame: 'bare', title: 'Sign in', access: { guard: 'guest' } } as const;
const registry: Registry = {
  remotes: [
    entry('account', '2.0.0', [
      { path: '/', ...signIn, description: 'Sign in to the site.' },
      { path: '/sign-in', ...signIn },
    ]),
    entry('carbon', '1.4.0', [
      {
        path: '/trees/:treeId',
        page: 'TreePage',
        frame: 'site',
        title: 'Tree',
        access: { guard: 'protected', rule: { statuses: ['APPROVED'], menus: ['ASSETS'] } },
        sidebar: { label: 'Trees', order: 30 },
      },
    ]),
  ],
};

const hostPaths = hostScreens.map((screen) => screen.path);
const remoteRoutesOf = (table: SiteRoute[]) => table.filter((route) => 'remote' in route.screen);

describe('buildRouteTable', () => {
  it("should start with the host's own pages, in the site frame, as host-screens.ts names and guards them", () => {
    const table = buildRouteTable(registry);
    expect(table.slice(0, hostScreens.length)).toEqual(
      hostScreens.map(({ path, ...named }) => ({ path, ...named, frame: 'site', screen: { host: expect.any(Function) } })),
    );
  });

  it("should then add every declared screen, in the registry's order, as its remote's page", () => {
    const table = buildRouteTable(registry);
    expect(table.slice(hostScreens.length, -1).map((route) => [route.path, route.screen])).toEqual([
      ['/', { remote: 'account/SignInPage' }],
      ['/sign-in', { remote: 'account/SignInPage' }],
      ['/trees/:treeId', { remote: 'carbon/TreePage' }],
    ]);
  });

  it("should give a screen its declaration's guard, frame and title, and a description or sidebar link only when declared", () => {
    expect(remoteRoutesOf(buildRouteTable(registry))).toEqual([
      { path: '/', screen: { remote: 'account/SignInPage' }, frame: 'bare', access: { guard: 'guest' }, title: 'Sign in', description: 'Sign in to the site.' },
      { path: '/sign-in', screen: { remote: 'account/SignInPage' }, frame: 'bare', access: { guard: 'guest' }, title: 'Sign in' },
      {
        path: '/trees/:treeId',
        screen: { remote: 'carbon/TreePage' },
        frame: 'site',
        access: { guard: 'protected', rule: { statuses: ['APPROVED'], menus: ['ASSETS'] } },
        title: 'Tree',
        sidebar: { label: 'Trees', order: 30 },
      },
    ]);
  });

  it('should add or drop routes as the versions declare them, with no host change', () => {
    const [account, carbon] = registry.remotes as [RegistryEntry, RegistryEntry];
    const newer = entry('carbon', '1.5.0', [...carbon.screens, { path: '/forests', page: 'ForestsPage', frame: 'site', title: 'Forests', access: { guard: 'public' } }]);
    expect(remoteRoutesOf(buildRouteTable({ remotes: [account, newer] })).map((route) => route.path)).toEqual(['/', '/sign-in', '/trees/:treeId', '/forests']);
    expect(remoteRoutesOf(buildRouteTable({ remotes: [carbon] })).map((route) => route.path)).toEqual(['/trees/:treeId']);
  });

  it('should end with the 404 page for any other path, public, in the site frame', () => {
    expect(buildRouteTable(registry).at(-1)).toEqual({
      path: '*',
      screen: { host: NotFoundPage },
      frame: 'site',
      access: { guard: 'public' },
      title: notFoundTitle,
    });
    expect(buildRouteTable({ remotes: [] }).map((route) => route.path)).toEqual([...hostPaths, '*']);
  });

  it("should keep the host's pages and say the page could not be loaded, not 404, without a registry", () => {
    const table = buildRouteTable(null);
    expect(table.map((route) => route.path)).toEqual([...hostPaths, '*']);
    expect(table.at(-1)?.screen).toEqual({ host: RegistryUnavailablePage });
  });
});
