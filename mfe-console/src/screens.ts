import { consoleApi } from '@commons/shared/contract';
import { defineScreens, staffRoles } from '@commons/shared/schemas';

/**
 * The staff console's screens (docs/architecture.md, "The console"), drawn in the host's console
 * frame. Signing in and accepting an invitation are open to anyone, as their console calls are;
 * the home page is for every staff role, and each working screen names the roles it is for. They
 * call only the console API, never the customers'.
 */
export const screens = defineScreens('console', [
  {
    path: '/console/login',
    page: 'ConsoleLoginPage',
    access: { guard: 'public' },
    frame: 'console',
    title: 'Console sign-in',
    calls: [],
    consoleCalls: [consoleApi.signIn],
  },
  {
    path: '/console/invite',
    page: 'ConsoleInvitePage',
    access: { guard: 'public' },
    frame: 'console',
    title: 'Console invitation',
    calls: [],
    consoleCalls: [consoleApi.invitation, consoleApi.acceptInvitation],
  },
  {
    path: '/console',
    page: 'ConsoleHomePage',
    access: { guard: 'staff', roles: [...staffRoles] },
    frame: 'console',
    title: 'Console',
    sidebar: { label: 'Home', order: 0 },
    calls: [],
    consoleCalls: [consoleApi.session, consoleApi.signOut],
  },
  {
    path: '/console/releases',
    page: 'ConsoleReleasesPage',
    access: { guard: 'staff', roles: ['release-engineer'] },
    frame: 'console',
    title: 'Releases',
    sidebar: { label: 'Releases', order: 50 },
    calls: [],
    consoleCalls: [
      consoleApi.releaseBoard,
      consoleApi.releaseHistory,
      consoleApi.activateRelease,
      consoleApi.rollbackRelease,
      consoleApi.rolloutRelease,
      consoleApi.promoteRelease,
      consoleApi.abortRelease,
    ],
  },
  {
    path: '/console/reviews',
    page: 'ConsoleReviewsPage',
    access: { guard: 'staff', roles: ['operator'] },
    frame: 'console',
    title: 'Reviews',
    sidebar: { label: 'Reviews', order: 10 },
    calls: [],
    consoleCalls: [
      consoleApi.reviewAccounts,
      consoleApi.reviewAccount,
      consoleApi.changeAccountStatus,
      consoleApi.reviewDocuments,
      consoleApi.reviewDocumentFile,
      consoleApi.reviewDocument,
      consoleApi.reviewRecords,
      consoleApi.decideRecord,
    ],
  },
  {
    path: '/console/withdrawals',
    page: 'WithdrawalsPage',
    access: { guard: 'staff', roles: ['operator'] },
    frame: 'console',
    title: 'Withdrawals',
    sidebar: { label: 'Withdrawals', order: 20 },
    calls: [],
    consoleCalls: [consoleApi.withdrawalQueue, consoleApi.approveWithdrawal, consoleApi.rejectWithdrawal],
  },
  {
    path: '/console/staff',
    page: 'ConsoleStaffPage',
    access: { guard: 'staff', roles: ['operator'] },
    frame: 'console',
    title: 'Staff',
    sidebar: { label: 'Staff', order: 40 },
    calls: [],
    consoleCalls: [
      consoleApi.session,
      consoleApi.staffList,
      consoleApi.inviteStaff,
      consoleApi.changeStaffRole,
      consoleApi.disableStaff,
      consoleApi.resetStaffSecondFactor,
      consoleApi.recoveryRequests,
      consoleApi.approveRecoveryRequest,
      consoleApi.refuseRecoveryRequest,
    ],
  },
]);
