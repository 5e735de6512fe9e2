import type { AccountStatus, Menu } from '@commons/shared/domain';

/** The account statuses that have a screen of their own: every one but APPROVED. */
export type ScreenStatus = Exclude<AccountStatus, 'APPROVED'>;

/**
 * How a route is guarded, declared once per route in the route table and decided by
 * `decideAccess` (PRODUCT_SPEC sections 4 and 6):
 * - `public`: anyone;
 * - `guest`: anyone, but a visitor already holding session info goes to the dashboard;
 * - `signed-in`: a confirmed session whose account is not REJECTED or SUSPENDED;
 * - `approved`: like `signed-in`, and counts as authenticated only for an APPROVED account;
 * - `status-screen`: the reviewing / suspended / rejected screen of `status`;
 * - `unauthorized-screen`: the restricted-access screen.
 * `adminOnly` closes a route to everyone but the account owner; `menus` lists what a
 * non-admin's group policy must all grant.
 */
export type RouteAccess =
  | { guard: 'public' }
  | { guard: 'guest' }
  | { guard: 'signed-in' | 'approved'; adminOnly?: boolean; menus?: readonly Menu[] }
  | { guard: 'status-screen'; status: ScreenStatus }
  | { guard: 'unauthorized-screen' };

/** Whether the route sits behind the authentication guard (spec section 2's protected routes). */
export const isProtected = (access: RouteAccess): boolean => access.guard !== 'public' && access.guard !== 'guest';
