import {
  CreateGroupPolicySchema,
  DeletedGroupPolicySchema,
  EditGroupPolicySchema,
  GroupPoliciesPageRequestSchema,
  GroupPolicyPageSchema,
  GroupPolicyParamsSchema,
  GroupPolicySchema,
} from '../schemas/group-policies';
import { defineEndpoint } from './endpoint';
import { ownerOnly } from './rules';

// The Group Policy screen's calls, and the IAM Policy popups' selector: which menus the owner's
// sub-users may open (docs/product-rules.md#sub-users-and-group-policies). The owner's alone.

/** One page of the account's group policies, newest first: 10 for the table, up to 100 for the selector. */
export const groupPolicies = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/group-policy/individual/get-all-group-policies',
  body: GroupPoliciesPageRequestSchema,
  reply: GroupPolicyPageSchema,
  access: ownerOnly,
  summary: 'A page of group policies',
});

/** Creates a group policy: a name, a role and the menus it opens. */
export const createGroupPolicy = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/group-policy/individual',
  body: CreateGroupPolicySchema,
  reply: GroupPolicySchema,
  status: 201,
  access: ownerOnly,
  idempotent: true,
  summary: 'Create a group policy',
});

/** Edits a policy's name, role, menus and active flag; its sub-users see the change on their next request. */
export const editGroupPolicy = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/group-policy/individual',
  body: EditGroupPolicySchema,
  reply: GroupPolicySchema,
  access: ownerOnly,
  summary: 'Edit a group policy',
});

/** Deletes a policy no sub-user holds; one in use is refused with a 409 saying how many hold it. */
export const deleteGroupPolicy = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/group-policy/individual/:groupPolicyId',
  params: GroupPolicyParamsSchema,
  reply: DeletedGroupPolicySchema,
  access: ownerOnly,
  summary: 'Delete a group policy',
});
