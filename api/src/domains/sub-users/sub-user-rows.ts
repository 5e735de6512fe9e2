import type { SubUser } from '@commons/shared/schemas';
import type { GroupPolicy as GroupPolicyRow, Individual } from '../../db/schema';
import { badRequest, notFound } from '@commons/server-kernel/errors';

/** The same answer for an unknown id and another account's: nothing tells that one exists. */
export const subUserNotFound = () => notFound('Sub-user not found');

/** The owner is listed beside its sub-users but is not one: it is never edited or deleted here. */
export const ownerNotEditable = () => badRequest('The account owner cannot be edited here');

/**
 * A member as the IAM Policy table shows it (docs/product-rules.md#records-and-field-names): the
 * policy assigned even when inactive (the owner sees what it chose), and the member's own stored
 * status.
 */
export const toSubUser = (individual: Individual, policy: GroupPolicyRow | null): SubUser => ({
  individualId: individual.id,
  individualName: individual.name,
  individualEmail: individual.email,
  individualPhone: individual.phone,
  assignedGroupPolicyId: individual.assignedGroupPolicyId,
  assignedGroupPolicy: policy ? { role: policy.role, name: policy.name, menus: policy.menus } : null,
  creationDate: individual.createdAt.toISOString(),
  lastLogin: individual.lastLogin?.toISOString() ?? null,
  iam: individual.iam,
  accountStatus: individual.accountStatus,
});
