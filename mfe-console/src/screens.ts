import { consoleApi } from '@commons/shared/contract';
import { defineScreens, staffRoles } from '@commons/shared/schemas';

/**
 * The staff console's screens (docs/architecture.md, "The console"), drawn in the host's console
 * frame. Signing in and accepting an invitation are open to anyone, as their console calls are;
 * the home page is for every staff role. They call only the console API, never the customers'.
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
      consoleApi.freezeRelease,
      consoleApi.unfreezeRelease,
    ],
  },
]);
