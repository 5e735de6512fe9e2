import { anyStatus, type AccessRule } from './access';
import type { ScreenStatus } from './access-messages';
import type { ApiRoute } from '../contract/api-access';
import type { AccountStatus } from './user';
import type { StaffRole } from '../schemas/console';

/**
 * How the host guards a site route (docs/product-rules.md#states-and-transitions):
 * - `public`: anyone;
 * - `guest`: anyone, but a visitor already holding session info goes to the dashboard;
 * - `protected`: a confirmed session that `rule` allows; a status it refuses sends the user to
 *   that status's screen, anything else it refuses to the restricted-access screen;
 * - `status-screen`: the reviewing / suspended / rejected screen of `status`, whose own logic
 *   then decides (shown with its flag to an account of that status, else sent on);
 * - `unauthorized-screen`: the restricted-access screen, likewise;
 * - `staff`: a console session (never a customer's) of one of `roles`, checked by the host's
 *   staff guard against the console API (docs/architecture.md, "The console").
 */
export type RouteAccess =
  | { guard: 'public' }
  | { guard: 'guest' }
  | { guard: 'protected'; rule: AccessRule }
  | { guard: 'status-screen'; status: ScreenStatus; rule: AccessRule }
  | { guard: 'unauthorized-screen'; rule: AccessRule }
  | { guard: 'staff'; roles: readonly StaffRole[] };

/**
 * The frames the host draws a screen in: `bare` has no navbar and footer (the sign-in screens),
 * `site` is the full layout, `console` the staff console's own header with no customer
 * navigation, never indexed (docs/architecture.md, "The console").
 */
export const screenFrames = ['site', 'bare', 'console'] as const;
export type ScreenFrame = (typeof screenFrames)[number];

/** Where the host's guards send a visitor without a session, or whose session has ended. */
export const loginPath = '/login';

/** Where the host's guards send a signed-in user whom a guest, status or restricted-access screen does not keep. */
export const dashboardPath = '/dashboard';

/** The screen of each status a rule refuses, where the host's guards send such an account (docs/product-rules.md#states-and-transitions). */
export const statusScreenPaths = {
  REVIEWING: '/reviewing',
  SUSPENDED: '/suspended',
  REJECTED: '/rejected',
} as const satisfies Record<ScreenStatus, string>;

/**
 * The paths the host's guards send visitors to that remotes own, each with whom it sends there.
 * The host has no page at any of them, so publish and every release switch refuse a version that
 * would leave one without a live screen (docs/releases.md, "Screens check").
 */
export const guardRedirects: readonly { path: string; sends: string }[] = [
  { path: loginPath, sends: 'a visitor without a session' },
  { path: dashboardPath, sends: 'a signed-in user from the guest, status and restricted-access screens' },
  ...Object.entries(statusScreenPaths).map(([status, path]) => ({ path, sends: `a ${status} account` })),
];

/** Whether the route sits behind the customers' authentication guard (the protected screens, docs/product-rules.md#screens). */
export const isProtected = (access: RouteAccess): access is Extract<RouteAccess, { rule: AccessRule }> => 'rule' in access;

/** Where the host's staff guard sends a visitor without a console session. */
export const consoleLoginPath = '/console/login';

/**
 * The calls the host's guard makes on every protected screen, and for which statuses: the profile
 * always (it proves the session and tells the status), the group policy only for an APPROVED
 * account (docs/product-rules.md#roles-and-menus; the guard also spares it when the answer is
 * known: an admin, or no policy assigned).
 */
export const guardCalls: readonly { call: ApiRoute; statuses: readonly AccountStatus[] }[] = [
  { call: 'GET /user/individual/my-profile', statuses: anyStatus },
  { call: 'GET /user/individual/my-assigned-group-policy', statuses: ['APPROVED'] },
];

/** A route as a pattern: `:param` is one segment, a trailing slash is allowed. */
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/**
 * Which of `routes` a page address is on (`/verify/abc?x=1` -> `/verify/:checkoutId`), or null.
 * The host and the server match addresses to the screens of the versions they serve with it.
 */
export function routeMatcher<T extends string>(routes: readonly T[]): (url: string) => T | null {
  const patterns = routes.map((route) => ({ route, pattern: patternOf(route) }));
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? url;
    return patterns.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
  };
}
