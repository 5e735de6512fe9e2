import type { Menu } from '@commons/shared/domain';
import { request } from './client';

/** The menus of the group policy assigned to the signed-in user. */
export interface AssignedGroupPolicyMenus {
  menus: Menu[];
}

/** Query keys of the signed-in user's group policy, shared so an app that edits policies can refresh it. */
export const assignedGroupPolicyQueryKeys = {
  mine: ['user', 'my-assigned-group-policy'] as const,
};

/**
 * The menus the signed-in user's assigned group policy grants. The host asks only for an
 * APPROVED user who has a policy (PRODUCT_SPEC section 6); the API refuses anyone else.
 */
export const getMyAssignedGroupPolicy = (options?: { signal?: AbortSignal }) =>
  request<AssignedGroupPolicyMenus>('user/individual/my-assigned-group-policy', options);
