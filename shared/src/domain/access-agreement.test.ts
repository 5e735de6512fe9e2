import { apiAdmits, callsFor, everyCaller, describeCaller, screenAdmits, type RemoteScreens, type Screen } from '../schemas';
import { apiAccess, type ApiRoute } from '../contract/api-access';
import { guardCalls, isProtected, type RouteAccess } from './site-access';

// The whole site's screens as the sources declare them today: each remote's declaration and the
// host's own pages, read as data (Vite's glob) since `shared` depends on none of them.
interface GlobMeta {
  glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
}
const remotes = Object.values((import.meta as unknown as GlobMeta).glob<RemoteScreens>('../../../mfe-*/src/screens.ts', { eager: true, import: 'screens' }));
const hostPages = Object.values((import.meta as unknown as GlobMeta).glob<{ path: string; access: RouteAccess }[]>('../../../host/src/app/host-screens.ts', { eager: true, import: 'hostScreens' })).flat();

type AnyScreen = Pick<Screen, 'path' | 'calls' | 'ownerCalls'> & { access: RouteAccess };
const screens: AnyScreen[] = [...remotes.flatMap((remote) => remote.screens), ...hostPages.map((page) => ({ ...page, calls: [] }))];
const apiRoutes = Object.keys(apiAccess) as ApiRoute[];
const admits = (screen: AnyScreen, caller: (typeof everyCaller)[number]) => screenAdmits(screen as Screen, caller);
const calls = (screen: AnyScreen, caller: (typeof everyCaller)[number]) => callsFor(screen as Screen, caller);

describe('the site and API access tables', () => {
  it('should read the five remotes and the host', () => {
    expect(remotes.map((remote) => remote.remote).sort()).toEqual(['account', 'admin', 'carbon', 'console', 'wallet']);
    expect(hostPages.length).toBeGreaterThan(0);
  });

  it.each(apiRoutes)('should open %s only to callers of a screen that calls it', (route) => {
    for (const caller of everyCaller) {
      if (!apiAdmits(route, caller)) continue;
      const screensCalling = screens.filter((screen) => calls(screen, caller).includes(route) && admits(screen, caller));
      expect(screensCalling.length, `${route} for ${describeCaller(caller)}`).toBeGreaterThan(0);
    }
  });

  // Screens of different menus sharing a call (the checkout by Carbon Credits and the wizard)
  // need `anyMenus` of those menus: an all-menus rule would refuse each screen's own callers.
  it('should allow a call exactly when some screen that makes it lets the caller in', () => {
    for (const route of apiRoutes) {
      const callingScreens = screens.filter((screen) => screen.calls.includes(route) || screen.ownerCalls?.includes(route));
      if (callingScreens.length === 0 || guardCalls.some((g) => g.call === route)) continue;
      for (const caller of everyCaller) {
        const someScreen = callingScreens.some((screen) => admits(screen, caller) && calls(screen, caller).includes(route));
        expect(apiAdmits(route, caller), `${route} for ${describeCaller(caller)}`).toBe(someScreen);
      }
    }
  });

  it('should let each status reach a screen of its own: no account is locked out of every screen', () => {
    for (const caller of everyCaller) {
      expect(screens.some((screen) => isProtected(screen.access) && admits(screen, caller)), describeCaller(caller)).toBe(true);
    }
  });
});
