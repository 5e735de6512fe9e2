import type { Caller, Menu, Profile } from '@commons/shared/domain';

/** Where the fetch of the user's assigned group policy stands. */
export type GroupPolicyCheck = 'pending' | 'failed' | { menus: readonly Menu[] };

/** The menus a user holds, or 'pending' while they are being fetched. */
export type MenusCheck = 'pending' | readonly Menu[];

export const isAdmin = (user: Profile): boolean => user.iam === 'ADMIN';

/**
 * Whether to fetch the user's assigned group policy: only for a user who has one and is APPROVED
 * (docs/product-rules.md#roles-and-menus). Admins pass every menu check, so theirs is never needed.
 */
export const shouldFetchGroupPolicy = (user: Profile): boolean =>
  !isAdmin(user) && user.accountStatus === 'APPROVED' && Boolean(user.assignedGroupPolicyId);

/**
 * The menus a non-admin holds. Without an assigned policy: none. APPROVED: those of the
 * fetched policy, none if the fetch failed (the unauthorized screen keeps asking). Not yet
 * APPROVED, when the policy is not fetched: those my-profile reports, so a REVIEWING sub-user
 * with the PROFILE menu can still complete the profile, as the API allows.
 */
export function menusOf(user: Profile, policy: GroupPolicyCheck): MenusCheck {
  if (!user.assignedGroupPolicyId) return [];
  if (!shouldFetchGroupPolicy(user)) return user.assignedGroupPolicy?.menus ?? [];
  if (policy === 'pending') return 'pending';
  return policy === 'failed' ? [] : policy.menus;
}

/**
 * The user as the shared access decision sees it. Menus still being fetched count as none:
 * the guard waits instead of acting on a refusal for menus (see `decideRoute`).
 */
export const callerOf = (user: Profile, menus: MenusCheck): Caller => ({
  accountStatus: user.accountStatus,
  iam: user.iam,
  menus: menus === 'pending' ? null : menus,
});
