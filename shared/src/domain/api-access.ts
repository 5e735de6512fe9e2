import { anyStatus, approvedOrReviewing, type AccessRule } from './access';
import type { SitePath } from './site-access';

/** An API route as the server registers it: method and path under /api/api, e.g. 'GET /user/logout'. */
export type ApiRouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** Who may call an API route: a rule checked after the session, or 'public' (no session needed). */
export type ApiAccess = AccessRule | 'public';

/** The profile saves: open while REVIEWING so the user can complete the profile; sub-users need PROFILE. */
const profileSave: AccessRule = { statuses: approvedOrReviewing, menus: ['PROFILE'] };

/** Every wallet route: APPROVED, and WALLET in a sub-user's policy, like the wallet screen. */
const wallet: AccessRule = { menus: ['WALLET'] };

/**
 * The rule of every API route that exists (PRODUCT_SPEC section 7), the one place the server
 * takes it from: a route under /api/api missing here fails the server at startup, so a new
 * route is closed until it is listed. The carbon and admin issues add theirs here (the planned
 * ones are in `plannedApiRoutes`), and `siteAccess` names the screens that call each one;
 * `access-agreement.test.ts` proves the two agree.
 */
export const apiAccess = {
  'POST /auth/individual/login': 'public',
  'POST /auth/individual/signup': 'public',
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
  'POST /wallet/session-url': wallet,
  'GET /wallet/individual/my-wallet': wallet,
  'POST /wallet/individual/raise-withdrawal-request': wallet,
  'GET /wallet/individual/withdrawal-requests/pending': wallet,
  'GET /wallet/individual/withdrawal-requests/rejected': wallet,
  'GET /user-history/topup-withdrawal-records': wallet,
  'GET /user-history/user-checkout-records': wallet,
  // Public: the verification page of a certificate's printed link needs no session (issue 9).
  'GET /carbon-credits/certificates/:checkoutId': 'public',
} as const satisfies Record<ApiRouteKey, ApiAccess>;

/** An API route that exists today. */
export type ApiRoute = keyof typeof apiAccess;

/**
 * The calls of PRODUCT_SPEC section 7 that no server route answers yet, each with the screens
 * that will make it. Not a rule yet: the issue that builds one moves it to `apiAccess` with
 * its rule and adds it to those screens' `calls`. Several are shared by screens of different
 * menus (the operational data by Assets, Carbon Credits and the wizard; the checkout popups
 * by Carbon Credits and the wizard's step 3). One all-menus rule cannot match each of those
 * screens, so such a route gets the rule of the least demanding screen that calls it (for
 * example APPROVED with no menu when the dashboard reads it too), and the agreement test then
 * checks that no caller the route lets in is refused every screen that calls it.
 */
export const plannedApiRoutes: Record<ApiRouteKey, readonly SitePath[]> = {
  'POST /user/individual/create-subuser': ['/iam-policy'],
  'POST /user/individual/delete-subuser': ['/iam-policy'],
  'PUT /user/individual/edit-subuser': ['/iam-policy'],
  'POST /user/individual/my-subusers': ['/iam-policy'],
  'POST /group-policy/individual': ['/group-policy'],
  'PUT /group-policy/individual': ['/group-policy'],
  'DELETE /group-policy/individual/:groupPolicyId': ['/group-policy'],
  'POST /group-policy/individual/get-all-group-policies': ['/group-policy', '/iam-policy'],
  'POST /operational-data/individual/add': ['/wizard'],
  'GET /operational-data/individual/': ['/assets', '/carbon-credits', '/wizard', '/dashboard'],
  'POST /operational-data/individual/checkout': ['/carbon-credits', '/wizard'],
  'POST /carbon-offsets/individual/monthly-offset': ['/carbon-credits', '/wizard'],
  'POST /carbon-credits/individual/get-fifo-listing': ['/carbon-credits', '/wizard'],
  'GET /carbon-credits/confirmation-certificate': ['/wallet'],
  'POST /user/individual/add-family-member': ['/wizard'],
  'GET /user/individual/family-members': ['/wizard'],
};

/** The rule of the API route `method` `path` (path under /api/api, as registered), or undefined if unlisted. */
export function apiAccessOf(method: string, path: string): ApiAccess | undefined {
  const key = `${method.toUpperCase()} ${path}`;
  return Object.hasOwn(apiAccess, key) ? apiAccess[key as ApiRoute] : undefined;
}
