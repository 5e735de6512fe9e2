import * as v from 'valibot';
import { pageLimits, accountStatuses, iamRoles, menus } from '@commons/shared/domain';
import { emailText, newPassword } from './auth';
import { bodyPageSchema } from './body-paging';
import { idText, nameText, phoneText } from './fields';
import { groupPolicyId } from './group-policies';
import { messages } from './messages';
import { PageCursorsSchema } from './paging';

/**
 * POST /user/individual/create-subuser (docs/product-rules.md#validation): name, phone, password
 * and the policy required; email required and valid ("invalid email"). Name, phone and password
 * follow the signup rules, since a sub-user signs in like anyone else.
 */
export const CreateSubUserSchema = v.object({
  name: nameText(messages.required),
  phone: phoneText(messages.required),
  email: emailText(messages.required, messages.invalidSubUserEmail),
  password: newPassword(messages.required),
  assignedGroupPolicyId: groupPolicyId(),
});
export type CreateSubUserInput = v.InferInput<typeof CreateSubUserSchema>;
export type CreateSubUser = v.InferOutput<typeof CreateSubUserSchema>;

/** A sub-user's id, as the API hands it out. */
const subUserId = idText;

/** POST /user/individual/delete-subuser */
export const DeleteSubUserSchema = v.object({ subUserId: subUserId() });
export type DeleteSubUser = v.InferOutput<typeof DeleteSubUserSchema>;

/**
 * The `updatedData` of an edit (docs/product-rules.md#validation): `suspend` false unless sent true
 * (false lifts a suspension); `assignedGroupPolicyId` optional, missing or blank keeps the current
 * policy.
 */
export const SubUserUpdateSchema = v.object({
  suspend: v.optional(v.boolean('must be true or false'), false),
  assignedGroupPolicyId: v.pipe(
    v.optional(v.nullable(v.string(messages.invalid)), ''),
    v.transform((id) => (id ?? '').trim().toLowerCase()),
    v.check((id) => id === '' || v.UUID_REGEX.test(id), messages.invalid),
    v.transform((id) => (id === '' ? undefined : id)),
  ),
});

/**
 * valibot's `object` takes an array for an object with no fields, so `updatedData: []` would
 * read as "no changes" and answer 200; an array is refused before the fields are read.
 */
const updateObject = v.custom<v.InferInput<typeof SubUserUpdateSchema>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'must be an object',
);

/** PUT /user/individual/edit-subuser */
export const EditSubUserSchema = v.object({
  subUserId: subUserId(),
  updatedData: v.optional(v.pipe(updateObject, SubUserUpdateSchema), {}),
});
export type EditSubUserInput = v.InferInput<typeof EditSubUserSchema>;
export type EditSubUser = v.InferOutput<typeof EditSubUserSchema>;

/** POST /user/individual/my-subusers: 10 a page, with the cursor of the page before. */
export const SubUsersPageRequestSchema = bodyPageSchema(pageLimits.max);
export type SubUsersPageRequest = v.InferOutput<typeof SubUsersPageRequestSchema>;

/**
 * A row of the IAM Policy table (docs/product-rules.md#records-and-field-names). The account owner
 * is listed too, last (it joined first), with iam ADMIN, which the table shows as "-" and offers no
 * edit or delete for.
 */
export const SubUserSchema = v.object({
  individualId: v.string(),
  individualName: v.string(),
  individualEmail: v.string(),
  individualPhone: v.string(),
  assignedGroupPolicyId: v.nullable(v.string()),
  assignedGroupPolicy: v.nullable(v.object({ role: v.string(), name: v.string(), menus: v.array(v.picklist(menus)) })),
  /** ISO 8601. */
  creationDate: v.string(),
  /** ISO 8601, null before the first sign-in. */
  lastLogin: v.nullable(v.string()),
  iam: v.picklist(iamRoles),
  accountStatus: v.picklist(accountStatuses),
});
export type SubUser = v.InferOutput<typeof SubUserSchema>;

/** Reply of my-subusers: newest first. */
export const SubUserPageSchema = v.object({ subUsers: v.array(SubUserSchema), ...PageCursorsSchema.entries });
export type SubUserPage = v.InferOutput<typeof SubUserPageSchema>;

/** Reply of delete-subuser: the id that is gone. */
export const DeletedSubUserSchema = v.object({ subUserId: v.string() });
export type DeletedSubUser = v.InferOutput<typeof DeletedSubUserSchema>;
