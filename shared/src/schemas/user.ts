import * as v from 'valibot';
import { accountStatuses, iamRoles, menus, type Profile } from '@commons/shared/domain';

// The account as the API replies about it, apart from the forms' rules: the host reads my-profile
// and offers the banner's Resend on every page, /login too, and a build keeps every schema of a
// module it imports, used or not (docs/performance.md#how-a-page-loads-fast).

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
  passwordChangeAdvised: v.boolean(),
  reapprovalOnUpdate: v.boolean(),
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

/** The reply of verify-email: the address now verified, and whether it is a new one. */
export const VerifiedEmailSchema = v.object({ email: v.string(), changed: v.boolean() });
export type VerifiedEmail = v.InferOutput<typeof VerifiedEmailSchema>;

/** The reply of the routes that send a link: forgot-password (whatever the address), resend-verification. */
export const MailSentSchema = v.object({ sent: v.literal(true) });
export type MailSent = v.InferOutput<typeof MailSentSchema>;

/** The reply of reset-password and change-password. */
export const PasswordChangedSchema = v.object({ passwordChanged: v.literal(true) });
export type PasswordChanged = v.InferOutput<typeof PasswordChangedSchema>;

/** The reply of change-email: the address the confirmation link went to. */
export const PendingEmailSchema = v.object({ pendingEmail: v.string() });
export type PendingEmail = v.InferOutput<typeof PendingEmailSchema>;
