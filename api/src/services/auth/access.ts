import { accountStatuses, type AccountStatus, type Iam, type Menu } from '@commons/shared/domain';

/**
 * Who may call an endpoint. The API applies again every guard the host applies (ARCHITECTURE:
 * the server never trusts the browser), so the rules follow PRODUCT_SPEC sections 4 and 6.
 */
export interface AccessRule {
  /** Account statuses let through; unset means APPROVED only (section 4). */
  statuses?: readonly AccountStatus[];
  /** Only the account owner (iam ADMIN), as for the IAM policy and group policy screens. */
  admin?: boolean;
  /** A non-admin needs this menu in its active group policy; admins pass every menu check. */
  menu?: Menu;
}

/** Logout and my-profile: the client needs them to show the reviewing, rejected and suspended screens. */
export const anyStatus: readonly AccountStatus[] = accountStatuses;

/** The profile stays reachable while REVIEWING, so the user can complete it (section 4). */
export const approvedOrReviewing: readonly AccountStatus[] = ['APPROVED', 'REVIEWING'];

/** Section 8's account messages, one per status that is refused. */
export const accountStatusMessages: Record<Exclude<AccountStatus, 'APPROVED'>, string> = {
  REVIEWING: 'Your account is being reviewed. Please wait.',
  REJECTED: 'Your account has been rejected. Please contact support.',
  SUSPENDED: 'Your account has been suspended. Please contact support.',
};

export const notAuthorizedMessage = (path: string) => `You are not authorized to access ${path}`;

/** The signed-in account as the access checks see it. */
export interface Caller {
  accountStatus: AccountStatus;
  iam: Iam;
  /** Menus of the active assigned group policy; null without one. */
  menus: readonly Menu[] | null;
}

export type AccessDecision = { allowed: true } | { allowed: false; message: string };

const deny = (message: string): AccessDecision => ({ allowed: false, message });

/** Whether `caller` may call the endpoint at `path` under `rule`; a refusal carries its 403 message. */
export function decideAccess(caller: Caller, rule: AccessRule, path: string): AccessDecision {
  const { accountStatus } = caller;
  if (!(rule.statuses ?? ['APPROVED']).includes(accountStatus)) {
    return deny(accountStatus === 'APPROVED' ? notAuthorizedMessage(path) : accountStatusMessages[accountStatus]);
  }
  const isAdmin = caller.iam === 'ADMIN';
  if (rule.admin && !isAdmin) return deny(notAuthorizedMessage(path));
  if (rule.menu && !isAdmin && !caller.menus?.includes(rule.menu)) return deny(notAuthorizedMessage(path));
  return { allowed: true };
}
