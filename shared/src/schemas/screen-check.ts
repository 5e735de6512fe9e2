import {
  accountStatuses,
  decideAccess,
  guardCalls,
  guardRedirects,
  iamRoles,
  menus as allMenus,
  type Caller,
  type Menu,
} from '@commons/shared/domain';
import { apiAccess, type ApiRoute } from '../contract/api-access';
import { consoleEndpoints } from '../contract/console-endpoints';
import type { RemoteScreens, Screen } from './screen';

/** Every caller: each status, owner or sub-user, with no policy or a policy of each subset of menus. */
const menuSets: (readonly Menu[] | null)[] = [
  null,
  ...Array.from({ length: 2 ** allMenus.length }, (_, bits) => allMenus.filter((_, i) => bits & (1 << i))),
];
export const everyCaller: readonly Caller[] = accountStatuses.flatMap((accountStatus) =>
  iamRoles.flatMap((iam) => menuSets.map((menus) => ({ accountStatus, iam, menus }))),
);

/** A caller in words, for a refusal: `an APPROVED sub-user with [ASSETS]`. */
export const describeCaller = ({ accountStatus, iam, menus }: Caller) =>
  `${/^[AEIOU]/.test(accountStatus) ? 'an' : 'a'} ${accountStatus} ${iam === 'ADMIN' ? 'owner' : 'sub-user'} ${
    menus ? `with [${menus.join(', ')}]` : 'without a group policy'
  }`;

/** Whether the screen's guard lets the caller stay (public and guest screens: anyone). */
export const screenAdmits = (screen: Pick<Screen, 'access' | 'path'>, caller: Caller): boolean =>
  !('rule' in screen.access) || decideAccess(caller, screen.access.rule, screen.path).allowed;

/** What the screen calls for this caller: its own calls, an owner's, and the host guard's when protected. */
export const callsFor = (screen: Pick<Screen, 'access' | 'calls' | 'ownerCalls'>, caller: Caller): ApiRoute[] => [
  ...screen.calls,
  ...(caller.iam === 'ADMIN' ? (screen.ownerCalls ?? []) : []),
  ...('rule' in screen.access ? guardCalls.filter((g) => g.statuses.includes(caller.accountStatus)).map((g) => g.call) : []),
];

/** Whether the API's rule table lets the caller make the call. */
export const apiAdmits = (route: ApiRoute, caller: Caller): boolean => {
  const rule = apiAccess[route];
  return rule === 'public' || decideAccess(caller, rule, route).allowed;
};

/**
 * Why a screen's console calls refuse someone it lets in: a staff screen's roles must each be
 * admitted by every call, and any other screen (open to visitors without a console session) may
 * make only public console calls.
 */
export function consoleCallProblems(screen: Pick<Screen, 'access' | 'consoleCalls'>): string[] {
  const admitted = screen.access.guard === 'staff' ? screen.access.roles : null;
  return (screen.consoleCalls ?? []).flatMap((key) => {
    const access = consoleEndpoints.find((endpoint) => endpoint.key === key)?.access;
    if (!access || access === 'public') return [];
    if (!admitted) return [`it lets in visitors without a console session, whom its call ${key} refuses`];
    const refused = admitted.filter((role) => !access.roles.includes(role));
    return refused.length > 0 ? [`it lets in a ${refused[0]}, whom its call ${key} refuses`] : [];
  });
}

/** `/verify/:checkoutId` and `/verify/:id` are the same address. */
const shapeOf = (path: string) => path.replace(/:[A-Za-z]+/g, ':');

export interface ScreenNeighbours {
  /** Paths of the host's own pages (its static pages, restricted access). */
  hostPaths: readonly string[];
  /** What the other remotes serve now (live or rolling out): their screens are taken. */
  others: readonly RemoteScreens[];
}

/**
 * Why a remote's screens cannot go live beside the host and the other remotes: each problem
 * names the screen and the reason, empty when there is none. Refused: a path the host or another
 * remote owns, and a screen that lets in a caller whom one of its own API calls refuses (the
 * agreement with `apiAccess`, and with the console endpoints' roles). Publish, every release switch and the remote's own tests ask.
 */
export function screenProblems({ remote, screens }: RemoteScreens, { hostPaths, others }: ScreenNeighbours): string[] {
  const problems: string[] = [];
  for (const screen of screens) {
    const name = `${remote} screen ${screen.path}`;
    const host = hostPaths.find((path) => shapeOf(path) === shapeOf(screen.path));
    if (host) problems.push(`${name}: ${host} is the host's own page`);
    for (const other of others) {
      if (other.remote === remote) continue;
      const taken = other.screens.find((theirs) => shapeOf(theirs.path) === shapeOf(screen.path));
      if (taken) problems.push(`${name}: ${taken.path} is a screen of the ${other.remote} remote`);
    }
    problems.push(...consoleCallProblems(screen).map((problem) => `${name}: ${problem}`));
    for (const caller of everyCaller) {
      if (!screenAdmits(screen, caller)) continue;
      const refused = callsFor(screen, caller).filter((route) => !apiAdmits(route, caller));
      if (refused.length > 0) {
        problems.push(`${name}: it lets in ${describeCaller(caller)}, whom its call ${refused[0]} refuses`);
        break;
      }
    }
  }
  return problems;
}

/** Whether any of the declarations has a screen at `path`. */
const declares = (declarations: readonly RemoteScreens[], path: string) =>
  declarations.some(({ screens }) => screens.some((screen) => screen.path === path));

/**
 * Why `candidate` may not take its remote's place among the live versions: each path the host's
 * guards send visitors to (`guardRedirects`) that the live remotes declare now and would not
 * with it, empty when none. `live` is every remote's live declaration, the candidate's remote's
 * included. Only what is declared now is kept, so a site whose remotes are not all live yet
 * may still publish them one by one. Publish and every release switch ask.
 */
export function lostGuardRedirects(candidate: RemoteScreens, live: readonly RemoteScreens[]): string[] {
  const after = [...live.filter(({ remote }) => remote !== candidate.remote), candidate];
  return guardRedirects
    .filter(({ path }) => declares(live, path) && !declares(after, path))
    .map(({ path, sends }) => `${candidate.remote} no longer declares ${path}, where the host sends ${sends}, and no other live remote does`);
}
