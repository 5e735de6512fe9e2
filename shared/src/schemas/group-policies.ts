import * as v from 'valibot';
import { groupPolicySelectorLimit, menus } from '@commons/shared/domain';
import { bodyPageSchema } from './body-paging';
import { idText } from './fields';
import { limits, messages } from './messages';
import { PageCursorsSchema } from './paging';
import { requiredText } from './text';

/** A group policy's id, as the API hands it out. */
export const groupPolicyId = idText;

/**
 * The menus a policy grants (docs/product-rules.md#validation): a required list, each one of
 * PROFILE, CARBON_CREDITS, ASSETS, WIZARD, WALLET ("invalid menu"). A policy granting nothing is
 * refused as "required": it would open nothing. Repeats collapse to one, in the order of `menus`.
 */
export const MenusSchema = v.pipe(
  v.optional(v.array(v.picklist(menus, messages.invalidMenu), messages.required), []),
  v.minLength(1, messages.required),
  v.transform((chosen) => menus.filter((menu) => chosen.includes(menu))),
);

/** The fields of a policy the owner writes: name and role (free text) and the menus. */
const policyFields = {
  name: requiredText(messages.required, { max: limits.nameMax }),
  role: requiredText(messages.required, { max: limits.nameMax }),
  menus: MenusSchema,
};

/** POST /group-policy/individual */
export const CreateGroupPolicySchema = v.object(policyFields);
export type CreateGroupPolicyInput = v.InferInput<typeof CreateGroupPolicySchema>;
export type CreateGroupPolicy = v.InferOutput<typeof CreateGroupPolicySchema>;

/** The `data` of an edit: the fields plus `active`, true unless sent false (docs/product-rules.md#states-and-transitions). */
export const GroupPolicyDataSchema = v.object({
  ...policyFields,
  active: v.optional(v.boolean('must be true or false'), true),
});
export type GroupPolicyDataInput = v.InferInput<typeof GroupPolicyDataSchema>;

/** PUT /group-policy/individual */
export const EditGroupPolicySchema = v.object({
  groupPolicyId: groupPolicyId(),
  data: v.optional(GroupPolicyDataSchema, {}),
});
export type EditGroupPolicyInput = v.InferInput<typeof EditGroupPolicySchema>;
export type EditGroupPolicy = v.InferOutput<typeof EditGroupPolicySchema>;

/** The path parameter of DELETE /group-policy/individual/{groupPolicyId}. */
export const GroupPolicyParamsSchema = v.object({ groupPolicyId: groupPolicyId() });

/** POST /group-policy/individual/get-all-group-policies: 10 a page for the table, up to 100 for the selector. */
export const GroupPoliciesPageRequestSchema = bodyPageSchema(groupPolicySelectorLimit);
export type GroupPoliciesPageRequest = v.InferOutput<typeof GroupPoliciesPageRequestSchema>;

/** A group policy as the API replies it (docs/product-rules.md#records-and-field-names). */
export const GroupPolicySchema = v.object({
  groupPolicyId: v.string(),
  name: v.string(),
  role: v.string(),
  menus: v.array(v.picklist(menus)),
  /** ISO 8601. */
  createdAt: v.string(),
  active: v.boolean(),
});
export type GroupPolicy = v.InferOutput<typeof GroupPolicySchema>;

/** Reply of get-all-group-policies: newest first. */
export const GroupPolicyPageSchema = v.object({ groupPolicies: v.array(GroupPolicySchema), ...PageCursorsSchema.entries });
export type GroupPolicyPage = v.InferOutput<typeof GroupPolicyPageSchema>;

/** Reply of the delete: the id that is gone. */
export const DeletedGroupPolicySchema = v.object({ groupPolicyId: v.string() });
export type DeletedGroupPolicy = v.InferOutput<typeof DeletedGroupPolicySchema>;
