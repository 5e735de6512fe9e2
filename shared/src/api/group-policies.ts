import { groupPolicies } from '@commons/shared/contract';
import { groupPolicySelectorLimit } from '@commons/shared/domain';
import type { CreateGroupPolicyInput, EditGroupPolicyInput } from '@commons/shared/schemas';
import { call, type Sending } from './client';
import type { PageRequest } from './paging';

/**
 * Query keys of the account's group policies: the table's pages and the sub-user popups'
 * selector. A policy change refreshes `all`.
 */
export const groupPolicyQueryKeys = {
  all: ['group-policies'] as const,
  table: ['group-policies', 'table'] as const,
  selector: ['group-policies', 'selector'] as const,
};

/** One page of the account's group policies, newest first: 10 for the table unless `limit` says. */
export const getGroupPolicies = ({ cursor, limit, signal }: PageRequest = {}) =>
  call(groupPolicies.groupPolicies, { body: { limit, cursor: cursor ?? null } }, { signal });

/** The selector's list: up to 100 policies in one request (docs/product-rules.md#calls). */
export const getGroupPolicyChoices = (options: { signal?: AbortSignal } = {}) =>
  getGroupPolicies({ limit: groupPolicySelectorLimit, signal: options.signal });

/** Creates a policy; the reply is the new policy (201). */
export const createGroupPolicy = (body: CreateGroupPolicyInput, sending?: Sending) =>
  call(groupPolicies.createGroupPolicy, { body }, sending);

/** Edits a policy's name, role, menus and active flag; sub-users see its menus on their next request. */
export const editGroupPolicy = (body: EditGroupPolicyInput, sending?: Sending) =>
  call(groupPolicies.editGroupPolicy, { body }, sending);

/** Deletes a policy that no sub-user holds (the server refuses one in use, saying how many hold it). */
export const deleteGroupPolicy = (groupPolicyId: string, sending?: Sending) =>
  call(groupPolicies.deleteGroupPolicy, { params: { groupPolicyId } }, sending);
