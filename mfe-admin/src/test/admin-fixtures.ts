import type { GroupPolicy, SubUser } from '@commons/shared/schemas';
import { fakeApi, jsonReply, type SentCall } from '@commons/shared/testing';

/** The paths of the admin screens' calls. */
export const paths = {
  subUsers: 'user/individual/my-subusers',
  createSubUser: 'user/individual/create-subuser',
  editSubUser: 'user/individual/edit-subuser',
  deleteSubUser: 'user/individual/delete-subuser',
  policies: 'group-policy/individual/get-all-group-policies',
  policy: 'group-policy/individual',
} as const;

/** A uuid numbered `n`, as the API hands ids out. */
export const uuid = (n: number, prefix = '0000') => `${prefix}0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const policy = (n: number, change: Partial<GroupPolicy> = {}): GroupPolicy => ({
  groupPolicyId: uuid(n, 'aaaa'),
  name: `Policy ${n}`,
  role: `Role ${n}`,
  menus: ['PROFILE', 'WALLET'],
  createdAt: '2025-03-04T12:00:00.000Z',
  active: true,
  ...change,
});

export const subUser = (n: number, change: Partial<SubUser> = {}): SubUser => ({
  individualId: uuid(n, 'bbbb'),
  individualName: `Sub User ${n}`,
  individualEmail: `sub${n}@example.com`,
  individualPhone: `0700000000${n}`,
  assignedGroupPolicyId: policy(1).groupPolicyId,
  assignedGroupPolicy: { name: 'Policy 1', role: 'Role 1', menus: ['PROFILE', 'WALLET'] },
  creationDate: '2025-03-04T12:00:00.000Z',
  lastLogin: null,
  iam: 'SUB_USER',
  accountStatus: 'APPROVED',
  ...change,
});

/** The account owner as my-subusers lists it: iam ADMIN, no policy. */
export const owner = subUser(99, {
  individualName: 'Ada Lovelace King',
  individualEmail: 'ada@example.com',
  assignedGroupPolicyId: null,
  assignedGroupPolicy: null,
  iam: 'ADMIN',
});

/** A page of a cursor list, with a next cursor when more follow. */
export const page = <Key extends 'subUsers' | 'groupPolicies', Row>(key: Key, rows: Row[], nextCursor: string | null = null) =>
  ({ [key]: rows, nextCursor, prevCursor: null }) as Record<Key, Row[]> & { nextCursor: string | null; prevCursor: null };

/** Answers `answers[path]` (a body, or a Response for a refusal), and an empty page for any other list. */
export function adminApi(answers: Partial<Record<string, (call: SentCall) => unknown>> = {}) {
  return fakeApi((call) => {
    // A policy's delete carries its id in the path: one answer serves every id.
    const key = call.method === 'DELETE' ? `${paths.policy}/:id` : call.path;
    const answer = answers[key];
    if (answer) {
      const reply = answer(call);
      return reply instanceof Response ? reply : jsonReply(reply);
    }
    if (call.path === paths.subUsers) return jsonReply(page('subUsers', []));
    if (call.path === paths.policies) return jsonReply(page('groupPolicies', []));
    return jsonReply({ message: `unexpected call ${call.method} ${call.path}` }, 404);
  });
}
