import { approvedOrReviewing, type ScreenStatus } from '@commons/shared/domain';
import { defineScreens, type ScreenInput } from '@commons/shared/schemas';

const login = {
  page: 'LoginPage',
  access: { guard: 'guest' },
  frame: 'bare',
  title: 'Log in',
  description: 'Log in to Carbon Commons to record your household emissions, offset them with certified reductions, and download your certificates.',
  prerender: true,
  calls: ['POST /auth/individual/login'],
} as const satisfies Omit<ScreenInput, 'path'>;

/** The profile screens are open while REVIEWING (section 4), so a new account can complete it. */
const profileRule = { statuses: [...approvedOrReviewing], menus: ['PROFILE' as const] };

/**
 * A status screen lets through its own status and the APPROVED or REVIEWING accounts its own
 * logic sends on; a REJECTED or SUSPENDED account is sent to its own screen from every other.
 */
const statusScreen = (path: string, status: ScreenStatus, page: string, title: string): ScreenInput => ({
  path,
  page,
  access: { guard: 'status-screen', status, rule: { statuses: [...new Set([...approvedOrReviewing, status])] } },
  frame: 'site',
  title,
  calls: [],
});

/**
 * The account remote's screens (PRODUCT_SPEC section 2). Decisions the spec leaves open: the
 * landing page is the login screen; it, /login and /register are for guests (a visitor holding a
 * session goes to the dashboard, rather than seeing a form to sign in again); /logout is public, since whoever holds a session may end it, whatever its
 * status; /edit-profile needs PROFILE like /profile, since it edits the same profile.
 */
export const screens = defineScreens('account', [
  { path: '/', ...login },
  { path: '/login', ...login },
  {
    path: '/register',
    page: 'RegisterPage',
    access: { guard: 'guest' },
    frame: 'bare',
    title: 'Sign up',
    description: 'Create a Carbon Commons account: measure your household carbon footprint and offset it with certified emission reductions.',
    prerender: true,
    calls: ['POST /auth/individual/signup'],
  },
  {
    path: '/logout',
    page: 'LogoutPage',
    access: { guard: 'public' },
    frame: 'bare',
    title: 'Logging out',
    sidebar: { label: 'Logout', order: 1000 },
    calls: ['GET /user/logout'],
  },
  {
    path: '/profile',
    page: 'ProfilePage',
    access: { guard: 'protected', rule: profileRule },
    frame: 'site',
    title: 'Profile',
    sidebar: { label: 'Profile', order: 20 },
    calls: ['GET /user/individual/my-profile', 'POST /user/individual/update-profile-details'],
    // The Documents panel, which only the owner sees.
    ownerCalls: [
      'GET /user/individual/documents',
      'POST /user/individual/documents',
      'GET /user/individual/documents/:documentId/file',
      'DELETE /user/individual/documents/:documentId',
    ],
  },
  {
    path: '/edit-profile',
    page: 'EditProfilePage',
    access: { guard: 'protected', rule: profileRule },
    frame: 'site',
    title: 'Edit Profile',
    calls: ['GET /user/individual/my-profile', 'PUT /user/individual/update-profile/:individualId'],
  },
  {
    // Issue 31: the owner takes the account's data or deletes the account; open while REVIEWING too.
    path: '/your-data',
    page: 'YourDataPage',
    access: { guard: 'protected', rule: { adminOnly: true, statuses: [...approvedOrReviewing] } },
    frame: 'site',
    title: 'Your Data',
    sidebar: { label: 'Your Data', order: 90 },
    calls: [
      'GET /user/individual/data-exports',
      'POST /user/individual/data-exports',
      'POST /user/individual/data-exports/download',
      'POST /user/individual/account-deletion',
    ],
  },
  {
    // The mailed deletion link: public, since the token proves the mailbox in any browser.
    path: '/delete-account',
    page: 'DeleteAccountPage',
    access: { guard: 'public' },
    frame: 'bare',
    title: 'Delete your account',
    calls: ['POST /user/individual/account-deletion/confirm'],
  },
  statusScreen('/reviewing', 'REVIEWING', 'ReviewingPage', 'Account under review'),
  statusScreen('/suspended', 'SUSPENDED', 'SuspendedPage', 'Account suspended'),
  statusScreen('/rejected', 'REJECTED', 'RejectedPage', 'Account rejected'),
]);
