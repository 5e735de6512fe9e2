import { anyStatus, approvedOrReviewing } from '../domain/access';
import type { ApiAccess, ApiRouteKey, Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import {
  ownNotices,
  ownSecurity,
  profileSave,
} from './rules';

/**
 * The rule of every API route that exists (PRODUCT_SPEC section 7), the one place the server
 * takes it from: a route under /api/api missing here fails the server at startup, so a new
 * route is closed until it is listed; `siteAccess` names the screens that call each one;
 * `access-agreement.test.ts` proves the two agree. A route that screens of different menus
 * call takes `anyMenus` of those screens' menus, so it is open exactly to their callers.
 */
const legacyAccess = {
  'POST /auth/individual/login': 'public',
  'POST /auth/individual/signup': 'public',
  // The code step of a sign-in with two-factor on (issue 31): the challenge stands for the password.
  'POST /auth/individual/login/two-factor': 'public',
  // The links mailed to an account (issue 31), followed without a session: the token is the proof.
  'POST /auth/individual/verify-email': 'public',
  'POST /auth/individual/forgot-password': 'public',
  'POST /auth/individual/reset-password': 'public',
  // The Security page, for any member allowed in (owner or sub-user), no menu: their own login.
  'POST /user/individual/change-password': { statuses: approvedOrReviewing },
  'POST /user/individual/change-email': { statuses: approvedOrReviewing },
  // The banner's Resend and the Security page's: the owner's address is the one that counts.
  'POST /user/individual/resend-verification': { adminOnly: true, statuses: approvedOrReviewing },
  // Any status, like my-profile: a REJECTED or SUSPENDED user must still be able to sign out.
  'GET /user/logout': { statuses: anyStatus },
  // Any status: the host's guard reads the status from it on every protected screen, and a
  // REJECTED or SUSPENDED user is sent to a screen of their own that needs it too.
  'GET /user/individual/my-profile': { statuses: anyStatus },
  // APPROVED only: the host asks for it only then (section 6); before that it reads the menus
  // my-profile reports. No policy means no menus.
  'GET /user/individual/my-assigned-group-policy': {},
  'POST /user/individual/update-profile-details': profileSave,
  'PUT /user/individual/update-profile/:individualId': profileSave,
  // The Security screen (issue 31): every login manages its own two-factor sign-in and browsers,
  // open while REVIEWING like the profile.
  'GET /user/individual/sessions': ownSecurity,
  'POST /user/individual/sessions/:sessionId/revoke': ownSecurity,
  'GET /user/individual/two-factor': ownSecurity,
  'POST /user/individual/two-factor/setup': ownSecurity,
  'POST /user/individual/two-factor/enable': ownSecurity,
  'POST /user/individual/two-factor/disable': ownSecurity,
  // The Notifications screen (issue 31): the owner's, whose address gets the account's notices;
  // open while REVIEWING, since account-status notices matter most then.
  'GET /user/individual/notification-preferences': ownNotices,
  'PUT /user/individual/notification-preferences': ownNotices,
  // A notice's unsubscribe link: no session, the signed token names the account and the kind.
  'GET /mail/unsubscribe': 'public',
  'POST /mail/unsubscribe': 'public',
  'POST /mail/resubscribe': 'public',
} as const satisfies Record<ApiRouteKey, ApiAccess>;

type Declared = (typeof endpoints)[number];

/** An API route that exists today, by its key: 'GET /wallet/individual/my-wallet'. */
export type ApiRoute = keyof typeof legacyAccess | Declared['key'];

/**
 * The rule of every client API route, by key, derived from the endpoints' declarations: the
 * server enforces it, and every screen's `calls` are checked against it (docs/architecture.md).
 */
export const apiAccess: Readonly<Record<ApiRoute, ApiAccess>> = {
  ...legacyAccess,
  ...Object.fromEntries(endpoints.map((endpoint: Endpoint) => [endpoint.key, endpoint.access])),
} as unknown as Record<ApiRoute, ApiAccess>;

/** The rule of the API route `method` `path` (path under /api/api, as registered), or undefined if unlisted. */
export function apiAccessOf(method: string, path: string): ApiAccess | undefined {
  const key = `${method.toUpperCase()} ${path}`;
  if (Object.hasOwn(apiAccess, key)) return apiAccess[key as ApiRoute];
  // A trailing-slash twin follows its route: the records list was first called with the slash
  // (remote versions still published do), the API documents it without (issue 31).
  return path.length > 1 && path.endsWith('/') ? apiAccessOf(method, path.slice(0, -1)) : undefined;
}
