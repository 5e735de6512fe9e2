import type { AccountStatus, Iam } from './user';

/** How the IAM Policy table shows a sub-user's status (docs/product-rules.md#states-and-transitions). */
export type SubUserStatusLabel = 'ACTIVE' | 'SUSPENDED' | '-';

/**
 * The sub-user status display rule (docs/product-rules.md#states-and-transitions): APPROVED shows
 * ACTIVE, any other status SUSPENDED, and an ADMIN (the account owner) "-".
 */
export function subUserStatusLabel(user: { iam: Iam; accountStatus: AccountStatus }): SubUserStatusLabel {
  if (user.iam === 'ADMIN') return '-';
  return user.accountStatus === 'APPROVED' ? 'ACTIVE' : 'SUSPENDED';
}

/**
 * Whether the Edit popup's suspend checkbox starts checked: only for a SUSPENDED sub-user
 * (docs/product-rules.md#states-and-transitions).
 */
export const startsSuspended = (user: { accountStatus: AccountStatus }): boolean => user.accountStatus === 'SUSPENDED';

/** How the Group Policy table shows a policy's state (docs/product-rules.md#states-and-transitions). */
export const groupPolicyStatusLabel = (policy: { active: boolean }): 'ACTIVE' | 'INACTIVE' =>
  policy.active ? 'ACTIVE' : 'INACTIVE';

/**
 * The group-policy selector of the sub-user popups loads up to 100 policies in one request
 * (docs/product-rules.md#figures-and-limits); the tables page by 10.
 */
export const groupPolicySelectorLimit = 100;

/**
 * Shown where a record names who created it and that member's login was since deleted: the
 * record stays with the account (docs/product-rules.md#sub-users-and-group-policies).
 */
export const deletedMemberLabel = 'a deleted member';
