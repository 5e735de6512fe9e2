import { accessMessages, type ScreenStatus } from './access-messages';
import { accountStatuses, type AccountStatus, type Iam, type Menu } from './user';

/**
 * Who may open a screen or call an endpoint (docs/product-rules.md#roles-and-menus). The host's
 * guards and the API's `authorize` decide with the same rule, so they cannot drift apart.
 */
export interface AccessRule {
  /** Account statuses let through; unset means APPROVED only (docs/product-rules.md#states-and-transitions). */
  statuses?: readonly AccountStatus[];
  /** Only the account owner (iam ADMIN), as for the IAM policy and group policy screens. */
  adminOnly?: boolean;
  /** Menus a non-admin's active group policy must all grant ("a page needs all its required menus"). */
  menus?: readonly Menu[];
  /**
   * Menus of which a non-admin's policy must grant at least one: for an API route that screens
   * of different menus call (the checkout by Carbon Credits and the wizard), so that each
   * screen's callers get through and nobody else does.
   */
  anyMenus?: readonly Menu[];
}

/** The signed-in account as an access decision sees it. */
export interface Caller {
  accountStatus: AccountStatus;
  iam: Iam;
  /** Menus of the active assigned group policy; null without one. */
  menus: readonly Menu[] | null;
}

/**
 * The answer of `decideAccess`. A refusal for the account's status names the status (the host
 * sends the user to its screen); any other refusal lists the menus the rule requires (empty for
 * an admin-only or status refusal), which the restricted-access screen shows.
 */
export type AccessVerdict =
  | { allowed: true }
  | { allowed: false; refusal: 'account-status'; status: ScreenStatus; message: string }
  | { allowed: false; refusal: 'not-authorized'; requiredMenus: Menu[]; message: string };

/** Every status: logout and my-profile, which the client needs to show the status screens. */
export const anyStatus: readonly AccountStatus[] = accountStatuses;

/**
 * APPROVED or REVIEWING: the profile stays reachable so a new account can complete it
 * (docs/product-rules.md#states-and-transitions).
 */
export const approvedOrReviewing: readonly AccountStatus[] = ['APPROVED', 'REVIEWING'];

/** Whether `held` grants at least one of `wanted`. */
/**
 * Every wallet route: APPROVED, and WALLET in a sub-user's policy, like the wallet screen. Here
 * rather than with the contract's other rules because screens weigh it too (a browser build
 * keeps only an endpoint's method and path).
 */
export const walletAccess: AccessRule = { menus: ['WALLET'] };

export const grantsAny = (held: readonly Menu[], wanted: readonly Menu[]): boolean =>
  wanted.some((menu) => held.includes(menu));

/** Whether `held` grants every one of `required`. */
export const grantsAll = (held: readonly Menu[], required: readonly Menu[]): boolean =>
  required.every((menu) => held.includes(menu));

const notAuthorized = (path: string, requiredMenus: readonly Menu[]): AccessVerdict => ({
  allowed: false,
  refusal: 'not-authorized',
  requiredMenus: [...requiredMenus],
  message: accessMessages.notAuthorized(path),
});

/**
 * Whether `caller` may open the screen or call the endpoint at `path` under `rule`. In order: the
 * account status, then admin-only, then the menus (all of `menus`, then one of `anyMenus`); the
 * account owner (iam ADMIN) passes every admin and menu check
 * (docs/product-rules.md#roles-and-menus). A refusal carries its message
 * (docs/product-rules.md#messages); an `anyMenus` refusal lists those menus.
 */
export function decideAccess(caller: Caller, rule: AccessRule, path: string): AccessVerdict {
  const { accountStatus } = caller;
  if (!(rule.statuses ?? ['APPROVED']).includes(accountStatus)) {
    if (accountStatus === 'APPROVED') return notAuthorized(path, []);
    return { allowed: false, refusal: 'account-status', status: accountStatus, message: accessMessages.accountStatus[accountStatus] };
  }
  if (caller.iam === 'ADMIN') return { allowed: true };
  if (rule.adminOnly) return notAuthorized(path, []);
  const held = caller.menus ?? [];
  const required = rule.menus ?? [];
  if (!grantsAll(held, required)) return notAuthorized(path, required);
  if (rule.anyMenus && !grantsAny(held, rule.anyMenus)) return notAuthorized(path, rule.anyMenus);
  return { allowed: true };
}
