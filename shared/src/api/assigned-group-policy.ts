import { users, type ReplyOf } from '@commons/shared/contract';
import { call } from './client';

/** The menus of the group policy assigned to the signed-in user. */
export type AssignedGroupPolicyMenus = ReplyOf<typeof users.myAssignedGroupPolicy>;

/** Query keys of the signed-in user's group policy, shared so an app that edits policies can refresh it. */
export const assignedGroupPolicyQueryKeys = {
  mine: ['user', 'my-assigned-group-policy'] as const,
};

/**
 * The menus the signed-in user's assigned group policy grants. The host asks only for an
 * APPROVED user who has a policy (docs/product-rules.md#roles-and-menus); the API refuses anyone else.
 */
export const getMyAssignedGroupPolicy = (options?: { signal?: AbortSignal }) => call(users.myAssignedGroupPolicy, {}, options);
