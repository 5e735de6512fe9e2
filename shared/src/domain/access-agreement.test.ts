import { decideAccess, type Caller } from './access';
import { apiAccess, type ApiRoute } from './api-access';
import { guardCalls, isProtected, siteAccess, type SiteAccess, type SitePath } from './site-access';
import { accountStatuses, iamRoles, menus as allMenus, type Menu } from './user';

/** Every caller: each status, admin or sub-user, with no policy or a policy of each subset of menus. */
const menuSets: (readonly Menu[] | null)[] = [
  null,
  ...Array.from({ length: 2 ** allMenus.length }, (_, bits) => allMenus.filter((_, i) => bits & (1 << i))),
];
const callers: Caller[] = accountStatuses.flatMap((accountStatus) =>
  iamRoles.flatMap((iam) => menuSets.map((menus) => ({ accountStatus, iam, menus }))),
);
const label = ({ accountStatus, iam, menus }: Caller) => `${accountStatus} ${iam} ${menus ? `[${menus}]` : 'no policy'}`;

const screens = Object.entries(siteAccess) as [SitePath, SiteAccess][];
const apiRoutes = Object.keys(apiAccess) as ApiRoute[];

/** Whether the screen's guard lets the caller stay (public and guest screens: anyone). */
const screenAllows = (path: SitePath, access: SiteAccess, caller: Caller) =>
  !isProtected(access) || decideAccess(caller, access.rule, path).allowed;

/**
 * What the screen calls for this caller: its own calls, its owner-only calls for an owner, and
 * the guard's on a protected screen.
 */
const callsOf = (access: SiteAccess, caller: Caller): ApiRoute[] => [
  ...access.calls,
  ...(caller.iam === 'ADMIN' ? (access.ownerCalls ?? []) : []),
  ...(isProtected(access) ? guardCalls.filter((g) => g.statuses.includes(caller.accountStatus)).map((g) => g.call) : []),
];

const callAllows = (route: ApiRoute, caller: Caller) => {
  const rule = apiAccess[route];
  return rule === 'public' || decideAccess(caller, rule, route).allowed;
};

describe('the site and API access tables', () => {
  it.each(screens)('should let every caller %s lets in make all its calls', (path, access) => {
    for (const caller of callers) {
      if (!screenAllows(path, access, caller)) continue;
      const refused = callsOf(access, caller).filter((route) => !callAllows(route, caller));
      expect(refused, `${path} for ${label(caller)}`).toEqual([]);
    }
  });

  it.each(apiRoutes)('should open %s only to callers of a screen that calls it', (route) => {
    for (const caller of callers) {
      if (!callAllows(route, caller)) continue;
      const screensCalling = screens.filter(
        ([path, access]) => callsOf(access, caller).includes(route) && screenAllows(path, access, caller),
      );
      expect(screensCalling.length, `${route} for ${label(caller)}`).toBeGreaterThan(0);
    }
  });

  // Screens of different menus sharing a call (the checkout by Carbon Credits and the wizard)
  // need `anyMenus` of those menus: an all-menus rule would refuse each screen's own callers.
  it('should allow a call exactly when some screen that makes it lets the caller in', () => {
    for (const route of apiRoutes) {
      const callingScreens = screens.filter(
        ([, access]) => access.calls.includes(route) || access.ownerCalls?.includes(route),
      );
      if (callingScreens.length === 0 || guardCalls.some((g) => g.call === route)) continue;
      for (const caller of callers) {
        const someScreen = callingScreens.some(
          ([path, access]) => screenAllows(path, access, caller) && callsOf(access, caller).includes(route),
        );
        expect(callAllows(route, caller), `${route} for ${label(caller)}`).toBe(someScreen);
      }
    }
  });

  it('should let each status reach a screen of its own: no account is locked out of every screen', () => {
    for (const caller of callers) {
      expect(screens.some(([path, access]) => isProtected(access) && screenAllows(path, access, caller)), label(caller)).toBe(true);
    }
  });
});
