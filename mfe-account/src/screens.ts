import { emailAndPassword, auth, documents, impact, notices, signInSecurity, users, yourData } from '@commons/shared/contract';
import { approvedOrReviewing, type ScreenStatus } from '@commons/shared/domain';
import { defineScreens, type ScreenDeclaration, type ScreenInput } from '@commons/shared/schemas';

const login = {
  page: 'LoginPage',
  access: { guard: 'guest' },
  frame: 'bare',
  title: 'Log in',
  description: 'Log in to Carbon Commons to record your household emissions, offset them with certified reductions, and download your certificates.',
  prerender: true,
  calls: [auth.login, auth.loginWithCode, auth.requestTwoFactorRecovery],
} as const satisfies Omit<ScreenDeclaration, 'path'>;

/**
 * The profile screens are open while REVIEWING (docs/product-rules.md#states-and-transitions), so
 * a new account can complete it.
 */
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
 * The account remote's screens (docs/product-rules.md#screens). Decisions the contract leaves
 * open: the landing page is the login screen; it, /login and /register are for guests (a visitor
 * holding a session goes to the dashboard, rather than seeing a form to sign in again); /logout is
 * public, since whoever holds a session may end it, whatever its status; /edit-profile needs
 * PROFILE like /profile, since it edits the same profile.
 */
export const screens = defineScreens('account', [
  { path: '/', ...login },
  { path: '/login', ...login },
  {
    // The one-time link mailed while the account refuses new browsers' passwords (docs/product-rules.md#sign-in-security).
    path: '/sign-in-link',
    page: 'SignInLinkPage',
    access: { guard: 'guest' },
    frame: 'bare',
    title: 'Sign in by link',
    calls: [auth.loginWithLink, auth.loginWithCode],
  },
  {
    path: '/register',
    page: 'RegisterPage',
    access: { guard: 'guest' },
    frame: 'bare',
    title: 'Sign up',
    description: 'Create a Carbon Commons account: measure your household carbon footprint and offset it with certified emission reductions.',
    prerender: true,
    calls: [auth.signup],
  },
  {
    path: '/logout',
    page: 'LogoutPage',
    access: { guard: 'public' },
    frame: 'bare',
    title: 'Logging out',
    sidebar: { label: 'Logout', order: 1000 },
    calls: [auth.logout],
  },
  {
    path: '/profile',
    page: 'ProfilePage',
    access: { guard: 'protected', rule: profileRule },
    frame: 'site',
    title: 'Profile',
    sidebar: { label: 'Profile', order: 20 },
    calls: [auth.myProfile, users.updateProfileDetails],
    // The Documents panel, which only the owner sees.
    ownerCalls: [
      documents.documents,
      documents.uploadDocument,
      documents.documentFile,
      documents.deleteDocument,
      // The public impact page's section (docs/product-rules.md#the-public-impact-page).
      impact.publicPageSettings,
      impact.updatePublicPageSettings,
      // Beside it, whom the certificates' public views name.
      impact.publicBeneficiary,
      impact.updatePublicBeneficiary,
    ],
  },
  {
    path: '/edit-profile',
    page: 'EditProfilePage',
    access: { guard: 'protected', rule: profileRule },
    frame: 'site',
    title: 'Edit Profile',
    calls: [auth.myProfile, users.updateProfile],
  },
  // The mailed links open public screens (docs/product-rules.md#the-accounts-email-and-password): a
  // link may be followed in any browser, signed in or not (a reset also signs this tab out).
  // Forgot password is for guests, as login.
  {
    path: '/forgot-password',
    page: 'ForgotPasswordPage',
    access: { guard: 'guest' },
    frame: 'bare',
    title: 'Forgot password',
    description: 'Forgot your Carbon Commons password? Ask for a link to set a new one.',
    calls: [emailAndPassword.forgotPassword],
  },
  {
    path: '/reset-password',
    page: 'ResetPasswordPage',
    access: { guard: 'public' },
    frame: 'bare',
    title: 'Choose a new password',
    calls: [emailAndPassword.resetPassword],
  },
  {
    path: '/verify-email',
    page: 'VerifyEmailPage',
    access: { guard: 'public' },
    frame: 'site',
    title: 'Confirm your email address',
    calls: [emailAndPassword.verifyEmail],
  },
  {
    // Every member's own login (owner or sub-user), no menu; open while REVIEWING, like the profile.
    path: '/security',
    page: 'SecurityPage',
    access: { guard: 'protected', rule: { statuses: [...approvedOrReviewing] } },
    frame: 'site',
    title: 'Security',
    sidebar: { label: 'Security', order: 90 },
    calls: [
      auth.myProfile,
      emailAndPassword.changePassword,
      emailAndPassword.changeEmail,
      signInSecurity.twoFactorStatus,
      signInSecurity.setupTwoFactor,
      signInSecurity.enableTwoFactor,
      signInSecurity.disableTwoFactor,
      signInSecurity.signedInBrowsers,
      signInSecurity.revokeSignedInBrowser,
    ],
    // The owner's address is the one a withdrawal needs verified: its panel offers Resend.
    ownerCalls: [emailAndPassword.resendVerification],
  },
  {
    // Which notices the account's email gets (docs/product-rules.md#receipts-and-notices). The
    // owner's, whose address they go to; open while REVIEWING, when account-status notices matter most.
    path: '/notifications',
    page: 'NotificationsPage',
    access: { guard: 'protected', rule: { adminOnly: true, statuses: [...approvedOrReviewing] } },
    frame: 'site',
    title: 'Notifications',
    sidebar: { label: 'Notifications', order: 95 },
    calls: [auth.myProfile, notices.noticePreferences, notices.updateNoticePreferences],
  },
  {
    // Where a notice's unsubscribe link lands, for anyone holding the mail: the API's GET of the
    // link sends the browser here, and the page stops the kind with the link's signed token.
    path: '/unsubscribe',
    page: 'UnsubscribePage',
    access: { guard: 'public' },
    frame: 'site',
    title: 'Email notices',
    calls: [notices.unsubscribeLink, notices.unsubscribe, notices.resubscribe],
  },
  {
    // The owner takes the account's data or deletes the account; open while REVIEWING too.
    path: '/your-data',
    page: 'YourDataPage',
    access: { guard: 'protected', rule: { adminOnly: true, statuses: [...approvedOrReviewing] } },
    frame: 'site',
    title: 'Your Data',
    sidebar: { label: 'Your Data', order: 97 },
    calls: [
      yourData.dataExports,
      yourData.requestDataExport,
      yourData.downloadDataExport,
      yourData.accountDeletionCheck,
      yourData.requestAccountDeletion,
    ],
  },
  {
    // The mailed deletion link: public, since the token proves the mailbox in any browser.
    path: '/delete-account',
    page: 'DeleteAccountPage',
    access: { guard: 'public' },
    frame: 'bare',
    title: 'Delete your account',
    calls: [yourData.confirmAccountDeletion],
  },
  statusScreen('/reviewing', 'REVIEWING', 'ReviewingPage', 'Account under review'),
  statusScreen('/suspended', 'SUSPENDED', 'SuspendedPage', 'Account suspended'),
  statusScreen('/rejected', 'REJECTED', 'RejectedPage', 'Account rejected'),
]);
