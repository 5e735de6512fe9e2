import type { AccountStatus, Iam } from './user';

/** How the IAM Policy table shows a sub-user's status (PRODUCT_SPEC section 4). */
export type SubUserStatusLabel = 'ACTIVE' | 'SUSPENDED' | '-';

/**
 * The sub-user status display rule (section 4): APPROVED shows ACTIVE, any other status
 * SUSPENDED, and an ADMIN (the account owner) "-".
 */
export function subUserStatusLabel(user: { iam: Iam; accountStatus: AccountStatus }): SubUserStatusLabel {
  if (user.iam === 'ADMIN') return '-';
  return user.accountStatus === 'APPROVED' ? 'ACTIVE' : 'SUSPENDED';
}

/** Whether the Edit popup's suspend checkbox starts checked: only for a SUSPENDED sub-user (section 4). */
export const startsSuspended = (user: { accountStatus: AccountStatus }): boolean => user.accountStatus === 'SUSPENDED';

/** How the Group Policy table shows a policy's state (section 4). */
export const groupPolicyStatusLabel = (policy: { active: boolean }): 'ACTIVE' | 'INACTIVE' =>
  policy.active ? 'ACTIVE' : 'INACTIVE';

/**
 * The group-policy selector of the sub-user popups loads up to 100 policies in one request
 * (section 9); the tables page by 10.
 */
export const groupPolicySelectorLimit = 100;

/**
 * Shown where a record names who created it and that member's login was since deleted: the
 * record stays with the account (issue 10).
 */
export const deletedMemberLabel = 'a deleted member';
