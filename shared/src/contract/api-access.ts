import type { ApiAccess, ApiRouteKey, Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import {
  buying,
  ownDocuments,
  ownPublicPage,
  ownerOnly,
  planAccess,
  wizard,
} from './rules';

/**
 * The rule of every API route that exists (PRODUCT_SPEC section 7), the one place the server
 * takes it from: a route under /api/api missing here fails the server at startup, so a new
 * route is closed until it is listed; `siteAccess` names the screens that call each one;
 * `access-agreement.test.ts` proves the two agree. A route that screens of different menus
 * call takes `anyMenus` of those screens' menus, so it is open exactly to their callers.
 */
const legacyAccess = {
  // The carbon routes. The records list is read by the dashboard (no menu) as well as Assets,
  // Carbon Credits and the wizard, so APPROVED alone opens it.
  'GET /operational-data/individual': {},
  'POST /operational-data/individual/add': wizard,
  'POST /user/individual/add-family-member': wizard,
  'GET /user/individual/family-members': wizard,
  'PUT /user/individual/family-members/:familyMemberId': wizard,
  'DELETE /user/individual/family-members/:familyMemberId': wizard,
  // The purchase calls: Carbon Credits and the wizard's step 3 make them.
  'POST /operational-data/individual/checkout': buying,
  'POST /carbon-offsets/individual/monthly-offset': buying,
  'POST /carbon-credits/individual/get-fifo-listing': buying,
  // Issue 33: the popup's other projects, read where the FIFO listing is.
  'POST /carbon-credits/individual/get-listings': buying,
  // Monthly plans (issue 32): read by the dashboard (no menu) and Carbon Credits; changed from
  // Carbon Credits alone, so a sub-user needs CARBON_CREDITS.
  'GET /carbon-offsets/individual/plans': {},
  'POST /carbon-offsets/individual/plans': planAccess,
  'POST /carbon-offsets/individual/plans/:planId/pause': planAccess,
  'POST /carbon-offsets/individual/plans/:planId/resume': planAccess,
  'POST /carbon-offsets/individual/plans/:planId/cancel': planAccess,
  // Opened from the wallet's Checkout history as well as where the credits are bought.
  'GET /carbon-credits/confirmation-certificate': { anyMenus: ['WALLET', 'CARBON_CREDITS', 'WIZARD'] },
  // The verification page: anyone holding the certificate's link, no session.
  'GET /carbon-credits/certificates/:checkoutId': 'public',
  // The project pages, their map and pictures (issue 33): public, like the sellers' disclosure they carry.
  'GET /projects': 'public',
  'GET /projects/:projectId': 'public',
  'GET /projects/:projectId/pictures/:pictureId': 'public',
  // The public impact page (issue 33): its settings on the owner's profile, and the page itself
  // with its share image, read by anyone (a 404 while the owner keeps it off).
  'GET /user/individual/public-page': ownPublicPage,
  'PUT /user/individual/public-page': ownPublicPage,
  'GET /impact/:handle': 'public',
  'GET /impact/:handle/share-image': 'public',
  // The IAM Policy and Group Policy screens' calls: the account owner's alone (section 6).
  'POST /user/individual/create-subuser': ownerOnly,
  'POST /user/individual/delete-subuser': ownerOnly,
  'PUT /user/individual/edit-subuser': ownerOnly,
  'POST /user/individual/my-subusers': ownerOnly,
  'POST /group-policy/individual': ownerOnly,
  'PUT /group-policy/individual': ownerOnly,
  'DELETE /group-policy/individual/:groupPolicyId': ownerOnly,
  'POST /group-policy/individual/get-all-group-policies': ownerOnly,
  // The profile screen's Documents panel, shown to the owner only.
  'GET /user/individual/documents': ownDocuments,
  'POST /user/individual/documents': ownDocuments,
  'GET /user/individual/documents/:documentId/file': ownDocuments,
  'DELETE /user/individual/documents/:documentId': ownDocuments,
  // Your Data (issue 31): the owner's alone, open while REVIEWING too (a new owner may leave).
  'GET /user/individual/data-exports': ownDocuments,
  'POST /user/individual/data-exports': ownDocuments,
  'POST /user/individual/data-exports/download': ownDocuments,
  'POST /user/individual/account-deletion': ownDocuments,
  // The mailed confirmation is the credential: it opens in whatever browser reads the mail.
  'POST /user/individual/account-deletion/confirm': 'public',
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
