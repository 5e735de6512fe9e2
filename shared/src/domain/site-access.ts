import { anyStatus, approvedOrReviewing, type AccessRule } from './access';
import type { ScreenStatus } from './access-messages';
import type { ApiRoute } from './api-access';
import type { RemoteName } from './releases';
import type { AccountStatus } from './user';

/**
 * How the host guards a site route (PRODUCT_SPEC sections 2, 4 and 6):
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

/**
 * A site route's guard and the API routes its screen calls for its own data (and saves);
 * `ownerCalls` are made only for the account owner (iam ADMIN), by a part of the screen that
 * sub-users let in by the guard never see (the profile's Documents panel).
 */
export type SiteAccess = RouteAccess & { calls: readonly ApiRoute[]; ownerCalls?: readonly ApiRoute[] };

/** Whether the route sits behind the authentication guard (spec section 2's protected routes). */
export const isProtected = (access: RouteAccess): access is Extract<RouteAccess, { rule: AccessRule }> =>
  access.guard !== 'public' && access.guard !== 'guest';

/**
 * The calls the host's guard makes on every protected screen, and for which statuses: the
 * profile always (it proves the session and tells the status), the group policy only for an
 * APPROVED account (section 6; the guard also spares it when the answer is known: an admin, or
 * no policy assigned).
 */
export const guardCalls: readonly { call: ApiRoute; statuses: readonly AccountStatus[] }[] = [
  { call: 'GET /user/individual/my-profile', statuses: anyStatus },
  { call: 'GET /user/individual/my-assigned-group-policy', statuses: ['APPROVED'] },
];

const publicPage: SiteAccess = { guard: 'public', calls: [] };

/**
 * A status screen lets through its own status and the APPROVED or REVIEWING accounts its own
 * logic sends on; a REJECTED or SUSPENDED account is sent to its own screen from every other.
 */
const statusScreen = (status: ScreenStatus): SiteAccess => ({
  guard: 'status-screen',
  status,
  rule: { statuses: [...new Set<AccountStatus>([...approvedOrReviewing, status])] },
  calls: [],
});

/** The WALLET screen's calls: balance, top-up, withdrawals and the history tabs. */
const walletCalls: readonly ApiRoute[] = [
  'GET /wallet/individual/my-wallet',
  'POST /wallet/session-url',
  'POST /wallet/individual/raise-withdrawal-request',
  'GET /wallet/individual/withdrawal-requests/pending',
  'GET /wallet/individual/withdrawal-requests/rejected',
  'GET /user-history/topup-withdrawal-records',
  'GET /user-history/user-checkout-records',
];

/**
 * The Carbon Credits table's calls, which the wizard's step 3 makes too: the records, the FIFO
 * listing, checkout, monthly offset and the certificates.
 */
const carbonCreditsCalls: readonly ApiRoute[] = [
  'GET /operational-data/individual/',
  'POST /carbon-credits/individual/get-fifo-listing',
  'POST /operational-data/individual/checkout',
  'POST /carbon-offsets/individual/monthly-offset',
  'GET /carbon-credits/confirmation-certificate',
];

/**
 * Every route of PRODUCT_SPEC section 2 (plus the 404 catch-all), the one place that says how
 * each is guarded and what its screen calls; the host's route table takes its guards from here
 * and the API its rules from `apiAccess`. Decisions the spec leaves open, made here:
 * - The profile screens are open while REVIEWING (section 4: "profile stays reachable") and
 *   their saves likewise, so a new account can complete its profile; their menus then come
 *   from my-profile, since the group policy is fetched only once APPROVED.
 * - /edit-profile needs PROFILE like /profile: it edits the same profile through the same
 *   PROFILE-guarded API calls.
 * - /successful-payment needs WALLET: it only leads to the wallet. It is not APPROVED-only
 *   (the spec's list leaves it out); it calls nothing itself (it only marks the wallet's
 *   data stale), and the wallet it leads to, and its calls, are APPROVED-only.
 * - /register is for guests: a visitor already holding session info goes to the dashboard.
 * - /logout is public and calls logout, which is open to every status: whoever holds a
 *   session can end it, whatever its status.
 * - /verify/:checkoutId (beyond the spec) is the public page a certificate's link opens.
 * - The selector of the IAM Policy popups reads the group policies, an owner-only call like
 *   every other of the two admin screens.
 */
export const siteAccess = {
  '/': { guard: 'public', calls: ['POST /auth/individual/login'] },
  '/login': { guard: 'public', calls: ['POST /auth/individual/login'] },
  '/register': { guard: 'guest', calls: ['POST /auth/individual/signup'] },
  '/logout': { guard: 'public', calls: ['GET /user/logout'] },
  '/contact-us': publicPage,
  '/privacy-notice': publicPage,
  '/conditions-of-use': publicPage,
  '/faq': publicPage,
  '/profile': {
    guard: 'protected',
    rule: { statuses: approvedOrReviewing, menus: ['PROFILE'] },
    calls: ['GET /user/individual/my-profile', 'POST /user/individual/update-profile-details'],
    ownerCalls: [
      'GET /user/individual/documents',
      'POST /user/individual/documents',
      'GET /user/individual/documents/:documentId/file',
      'DELETE /user/individual/documents/:documentId',
    ],
  },
  '/edit-profile': {
    guard: 'protected',
    rule: { statuses: approvedOrReviewing, menus: ['PROFILE'] },
    calls: ['GET /user/individual/my-profile', 'PUT /user/individual/update-profile/:individualId'],
  },
  '/assets': { guard: 'protected', rule: { menus: ['ASSETS'] }, calls: ['GET /operational-data/individual/'] },
  '/dashboard': { guard: 'protected', rule: {}, calls: ['GET /operational-data/individual/'] },
  '/reviewing': statusScreen('REVIEWING'),
  '/suspended': statusScreen('SUSPENDED'),
  '/rejected': statusScreen('REJECTED'),
  '/wizard': {
    guard: 'protected',
    rule: { menus: ['WIZARD'] },
    calls: [
      'POST /user/individual/add-family-member',
      'GET /user/individual/family-members',
      'POST /operational-data/individual/add',
      ...carbonCreditsCalls,
    ],
  },
  '/wallet': {
    guard: 'protected',
    rule: { menus: ['WALLET'] },
    calls: [...walletCalls, 'GET /carbon-credits/confirmation-certificate'],
  },
  '/iam-policy': {
    guard: 'protected',
    rule: { adminOnly: true },
    calls: [
      'POST /user/individual/my-subusers',
      'POST /user/individual/create-subuser',
      'PUT /user/individual/edit-subuser',
      'POST /user/individual/delete-subuser',
      'POST /group-policy/individual/get-all-group-policies',
    ],
  },
  '/group-policy': {
    guard: 'protected',
    rule: { adminOnly: true },
    calls: [
      'POST /group-policy/individual/get-all-group-policies',
      'POST /group-policy/individual',
      'PUT /group-policy/individual',
      'DELETE /group-policy/individual/:groupPolicyId',
    ],
  },
  '/successful-payment': {
    guard: 'protected',
    rule: { statuses: approvedOrReviewing, menus: ['WALLET'] },
    calls: [],
  },
  '/carbon-credits': { guard: 'protected', rule: { menus: ['CARBON_CREDITS'] }, calls: carbonCreditsCalls },
  // Beyond the spec (issue 9): a certificate's verification link, open to anyone holding the PDF.
  '/verify/:checkoutId': { guard: 'public', calls: ['GET /carbon-credits/certificates/:checkoutId'] },
  '/unauthorized': { guard: 'unauthorized-screen', rule: { statuses: approvedOrReviewing }, calls: [] },
  '*': publicPage,
} as const satisfies Record<string, SiteAccess>;

/** A path of the site's route table. */
export type SitePath = keyof typeof siteAccess;

/** A route of the table as a pattern: `:param` is one segment, a trailing slash is allowed. */
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const sitePatterns = (Object.keys(siteAccess) as SitePath[])
  .filter((path) => path !== '*')
  .map((path) => ({ path, pattern: patternOf(path) }));

/**
 * The route of the table a page address is on (`/verify/abc?x=1` -> `/verify/:checkoutId`), or
 * null for any other path, which only the catch-all `*` (the 404 page) matches. The server
 * answers those 404; the host knows from it which remote page to fetch before React has loaded.
 */
export function sitePathOf(url: string): Exclude<SitePath, '*'> | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  return (sitePatterns.find(({ pattern }) => pattern.test(pathname))?.path as Exclude<SitePath, '*'> | undefined) ?? null;
}

/**
 * The remote page each route shows (`remote/ExposedPage`, the id the host's `loadRemote` takes);
 * the routes not listed show one of the host's own pages. The host's route table takes them from
 * here, and the server names the page's files in the HTML it sends for the route, so the browser
 * fetches them beside the host's scripts (issue 16).
 */
export const sitePages = {
  '/': 'account/LoginPage',
  '/login': 'account/LoginPage',
  '/register': 'account/RegisterPage',
  '/logout': 'account/LogoutPage',
  '/profile': 'account/ProfilePage',
  '/edit-profile': 'account/EditProfilePage',
  '/assets': 'carbon/AssetsPage',
  '/dashboard': 'carbon/DashboardPage',
  '/reviewing': 'account/ReviewingPage',
  '/suspended': 'account/SuspendedPage',
  '/rejected': 'account/RejectedPage',
  '/wizard': 'carbon/WizardPage',
  '/wallet': 'wallet/WalletPage',
  '/iam-policy': 'admin/IamPolicyPage',
  '/group-policy': 'admin/GroupPolicyPage',
  '/successful-payment': 'wallet/SuccessfulPaymentPage',
  '/carbon-credits': 'carbon/CarbonCreditsPage',
  '/verify/:checkoutId': 'carbon/CertificateVerificationPage',
} as const satisfies Partial<Record<SitePath, `${RemoteName}/${string}`>>;

/** A route that shows a remote's page. */
export type RemotePagePath = keyof typeof sitePages;

/** The remote page a page address shows (`/wallet?tab=2` -> `wallet/WalletPage`); null for the host's own pages. */
export function sitePageAt(url: string): (typeof sitePages)[RemotePagePath] | null {
  const path = sitePathOf(url);
  return path !== null && path in sitePages ? sitePages[path as RemotePagePath] : null;
}
