import { subUsers } from '@commons/shared/contract';
import type { CreateSubUserInput, EditSubUserInput } from '@commons/shared/schemas';
import { call, type Sending } from './client';
import type { PageRequest } from './paging';

/**
 * Query keys of the account's sub-users. Creating, editing or deleting one refreshes `all`;
 * the group policies' keys are separate (a sub-user's row names its policy, so a policy edit
 * refreshes `all` here too).
 */
export const subUserQueryKeys = {
  all: ['sub-users'] as const,
  list: ['sub-users', 'list'] as const,
};

/** One page of the account's members for the IAM Policy table, newest first (the owner last). */
export const getMySubUsers = ({ cursor, limit, signal }: PageRequest = {}) =>
  call(subUsers.mySubUsers, { body: { limit, cursor: cursor ?? null } }, { signal });

/** Creates a sub-user login on the owner's account; the reply is the new row (201). */
export const createSubUser = (body: CreateSubUserInput, sending?: Sending) =>
  call(subUsers.createSubUser, { body }, sending);

/** Changes a sub-user's policy or suspends / reinstates them; the reply is the updated row. */
export const editSubUser = (body: EditSubUserInput, sending?: Sending) => call(subUsers.editSubUser, { body }, sending);

/** Deletes a sub-user's login; the records they created stay with the account. */
export const deleteSubUser = (subUserId: string, sending?: Sending) =>
  call(subUsers.deleteSubUser, { body: { subUserId } }, sending);
