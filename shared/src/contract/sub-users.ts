import {
  CreateSubUserSchema,
  DeletedSubUserSchema,
  DeleteSubUserSchema,
  EditSubUserSchema,
  SubUserPageSchema,
  SubUserSchema,
  SubUsersPageRequestSchema,
} from '../schemas/sub-users';
import { defineEndpoint } from './endpoint';
import { ownerOnly } from './rules';

// The IAM Policy screen's calls: the account owner's sub-users, logins on its account limited by
// their group policy (docs/product-rules.md#sub-users-and-group-policies). The owner's alone.

/** One page of the account's members, newest first, the owner last; the page travels in the body. */
export const mySubUsers = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/my-subusers',
  body: SubUsersPageRequestSchema,
  reply: SubUserPageSchema,
  access: ownerOnly,
  summary: 'A page of sub-users',
});

/** Creates a sub-user login on the owner's account, APPROVED at once on one of the owner's policies. */
export const createSubUser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/create-subuser',
  body: CreateSubUserSchema,
  reply: SubUserSchema,
  status: 201,
  access: ownerOnly,
  idempotent: true,
  summary: 'Create a sub-user',
});

/** Changes a sub-user's policy, or suspends (ending its sessions) or reinstates it. */
export const editSubUser = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/user/individual/edit-subuser',
  body: EditSubUserSchema,
  reply: SubUserSchema,
  access: ownerOnly,
  summary: 'Edit a sub-user',
});

/** Deletes a sub-user's login and its sessions; the records it made stay with the account. */
export const deleteSubUser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/delete-subuser',
  body: DeleteSubUserSchema,
  reply: DeletedSubUserSchema,
  access: ownerOnly,
  summary: 'Delete a sub-user',
});
