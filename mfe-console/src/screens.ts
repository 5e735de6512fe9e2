import { defineScreens, staffRoles } from '@commons/shared/schemas';

/**
 * The staff console's screens (docs/architecture.md, "The console"), drawn in the host's console
 * frame. Signing in and accepting an invitation are open to anyone, as their API calls are; the
 * home page is for every staff role.
 */
export const screens = defineScreens('console', [
  {
    path: '/console/login',
    page: 'ConsoleLoginPage',
    access: { guard: 'public' },
    frame: 'console',
    title: 'Console sign-in',
    calls: [],
  },
  {
    path: '/console/invite',
    page: 'ConsoleInvitePage',
    access: { guard: 'public' },
    frame: 'console',
    title: 'Console invitation',
    calls: [],
  },
  {
    path: '/console',
    page: 'ConsoleHomePage',
    access: { guard: 'staff', roles: [...staffRoles] },
    frame: 'console',
    title: 'Console',
    calls: [],
  },
]);
