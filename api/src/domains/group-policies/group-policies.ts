import { and, eq, sql } from 'drizzle-orm';
import type {
  CreateGroupPolicy,
  DeletedGroupPolicy,
  EditGroupPolicy,
  GroupPoliciesPageRequest,
  GroupPolicy,
  GroupPolicyPage,
} from '@commons/shared/schemas';
import { isForeignKeyViolation } from '@commons/server-kernel/db/errors';
import { groupPolicies } from '../../db/schema';
import type { Account } from '../../lib/account';
import { keysetList } from '../../lib/paging';
import type { ServiceDeps } from '../domain';
import { requireVerifiedOwner } from '../users/verified-owner';
import { holdersOf, lockOwnPolicy, policyInUse, policyNotFound, toGroupPolicy } from './policy-rows';

export type GroupPolicies = ReturnType<typeof createGroupPolicies>;

/**
 * The account owner's group policies (docs/product-rules.md#sub-users-and-group-policies). Sessions
 * read the assigned policy on every request, so an edit of its menus or active flag reaches its
 * sub-users on their next request. A policy in use is never deleted: the owner reassigns its
 * sub-users first.
 */
export function createGroupPolicies({ db }: Pick<ServiceDeps, 'db'>) {
  const policiesOf = keysetList({
    name: 'group_policies_of_owner',
    select: () => db.select().from(groupPolicies).$dynamic(),
    where: eq(groupPolicies.ownerId, sql.placeholder('ownerId')),
    key: groupPolicies.seq,
    keyOf: (row) => row.seq,
  });
  return {
    /** A new policy, active, once the owner's address is verified. */
    async create(account: Account, input: CreateGroupPolicy): Promise<GroupPolicy> {
      await requireVerifiedOwner(db, account, 'group-policies');
      const [row] = await db
        .insert(groupPolicies)
        .values({ ownerId: account.ownerId, name: input.name, role: input.role, menus: input.menus, active: true })
        .returning();
      if (!row) throw new Error('insert into group_policies returned no row');
      return toGroupPolicy(row);
    },

    /** Replaces name, role, menus and the active flag of one of the account's policies. */
    async edit(account: Account, { groupPolicyId, data }: EditGroupPolicy): Promise<GroupPolicy> {
      const [row] = await db
        .update(groupPolicies)
        .set({ name: data.name, role: data.role, menus: data.menus, active: data.active })
        .where(and(eq(groupPolicies.id, groupPolicyId), eq(groupPolicies.ownerId, account.ownerId)))
        .returning();
      if (!row) throw policyNotFound();
      return toGroupPolicy(row);
    },

    /** One page of the account's policies, newest first. */
    async page(account: Account, query: GroupPoliciesPageRequest): Promise<GroupPolicyPage> {
      const { items, ...cursors } = await policiesOf.read({ ownerId: account.ownerId }, query, toGroupPolicy);
      return { groupPolicies: items, ...cursors };
    },

    /**
     * Deletes a policy no sub-user holds. The count and the delete run under the policy's row
     * lock, which an assignment takes too, so an assignment cannot slip in between; the
     * foreign key's restriction is the last guard and answers the same.
     */
    async remove(account: Account, groupPolicyId: string): Promise<DeletedGroupPolicy> {
      try {
        await db.transaction(async (tx) => {
          await lockOwnPolicy(tx, account.ownerId, groupPolicyId, 'update');
          const holders = await holdersOf(tx, groupPolicyId);
          if (holders > 0) throw policyInUse(holders);
          await tx.delete(groupPolicies).where(eq(groupPolicies.id, groupPolicyId));
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw policyInUse(await holdersOf(db, groupPolicyId));
        throw error;
      }
      return { groupPolicyId };
    },
  };
}
