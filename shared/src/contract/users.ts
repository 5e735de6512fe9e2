import { EditProfileSchema, ProfileParamsSchema, UpdateProfileDetailsSchema } from '../schemas/profile';
import { AssignedGroupPolicyMenusSchema, ProfileSchema } from '../schemas/user';
import { defineEndpoint } from './endpoint';
import { profileSave } from './rules';

// The signed-in member's own account: the menus of its group policy and the profile's saves,
// each replying the saved profile. (my-profile is declared with the session, in `auth`.)

/**
 * The menus of the caller's group policy; none without one. APPROVED only: the host asks for it
 * only then (docs/product-rules.md#roles-and-menus), and before that reads the menus my-profile
 * reports.
 */
export const myAssignedGroupPolicy = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/my-assigned-group-policy',
  reply: AssignedGroupPolicyMenusSchema,
  access: {},
  summary: "The menus of the caller's group policy",
});

/** Saves the changed profile fields; the saved profile's status may have moved. */
export const updateProfileDetails = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/update-profile-details',
  body: UpdateProfileDetailsSchema,
  reply: ProfileSchema,
  access: profileSave,
  summary: 'Save profile details',
});

/** The edit-profile save of the seven fields; another person's id answers 404, like an unknown one. */
export const updateProfile = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/user/individual/update-profile/:individualId',
  params: ProfileParamsSchema,
  body: EditProfileSchema,
  reply: ProfileSchema,
  access: profileSave,
  summary: "Save the profile (the id is the caller's own)",
});
