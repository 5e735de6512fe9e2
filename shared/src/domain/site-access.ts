import { anyStatus, type AccessRule } from './access';
import type { ScreenStatus } from './access-messages';
import type { ApiRoute } from '../contract/api-access';
import type { AccountStatus } from './user';

/**
 * How the host guards a site route (docs/product-rules.md#states-and-transitions):
 * - `public`: anyone;
 * - `guest`: anyone, but a visitor already holding session info goes to the dashboard;
 * - `protected`: a confirmed session that `rule` allows; a status it refuses sends the user to
 *   that status's screen, anything else it refuses to the restricted-access screen;
 * - `status-screen`: the reviewing / suspended / rejected screen of `status`, whose own logic
 *   then decides (shown with its flag to an account of that status, else sent on);
 * - `unauthorized-screen`: the restricted-access screen, likewise.
 */
export type RouteAccess =
  | { guard: 'public' }
  | { guard: 'guest' }
  | { guard: 'protected'; rule: AccessRule }
  | { guard: 'status-screen'; status: ScreenStatus; rule: AccessRule }
  | { guard: 'unauthorized-screen'; rule: AccessRule };

/** Whether the route sits behind the authentication guard (the protected screens, docs/product-rules.md#screens). */
export const isProtected = (access: RouteAccess): access is Extract<RouteAccess, { rule: AccessRule }> =>
  access.guard !== 'public' && access.guard !== 'guest';

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
