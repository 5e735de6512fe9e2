import * as v from 'valibot';
import { accountStatuses, iamRoles, menus, type Profile } from '@commons/shared/domain';

// The signed-in user as my-profile replies it, in a module of its own: the host reads my-profile
// on every page, /login too, and builds in every schema of a module it imports, used or not
// (docs/performance.md#how-a-page-loads-fast).

/** The menus of a sub-user's active group policy, as the signed-in user carries them. */
export const AssignedGroupPolicyMenusSchema = v.object({ menus: v.array(v.picklist(menus)) });

/**
 * The signed-in user as my-profile and the profile saves reply it, without the token
 * (docs/product-rules.md#records-and-field-names): what the session's `userInfo` follows.
 */
export const ProfileSchema = v.object({
  authenticated: v.boolean(),
  accountStatus: v.picklist(accountStatuses),
  iam: v.picklist(iamRoles),
  userHistoryId: v.string(),
  individualId: v.string(),
  individualName: v.string(),
  individualEmail: v.string(),
  emailVerified: v.boolean(),
  assignedGroupPolicyId: v.nullable(v.string()),
  assignedGroupPolicy: v.nullable(AssignedGroupPolicyMenusSchema),
  individualPhone: v.string(),
  individualCountry: v.string(),
  individualCity: v.string(),
  individualEducation: v.string(),
  individualProfession: v.string(),
  individualNationality: v.string(),
  individualCitizenshipNo: v.string(),
  individualUidOfResidence: v.string(),
  householdCountry: v.string(),
}) satisfies v.GenericSchema<Profile>;
