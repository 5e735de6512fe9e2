import { and, count, eq } from 'drizzle-orm';
import type { GroupPolicy } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { groupPolicies, individuals, type GroupPolicy as GroupPolicyRow } from '../../db/schema';
import { conflict, notFound } from '@commons/server-kernel/errors';

/** The same answer for an unknown id and another account's: nothing tells that one exists. */
export const policyNotFound = () => notFound('Group policy not found');

/** A policy in the contract's field names (docs/product-rules.md#records-and-field-names). */
export const toGroupPolicy = (row: GroupPolicyRow): GroupPolicy => ({
  groupPolicyId: row.id,
  name: row.name,
  role: row.role,
  menus: row.menus,
  createdAt: row.createdAt.toISOString(),
  active: row.active,
});

/**
 * Inside the caller's transaction: the account's policy `policyId`, its row locked so that an
 * assignment (`share`) and a deletion (`update`) of the same policy queue instead of both
 * winning. Another account's or an unknown id is not found.
 */
export async function lockOwnPolicy(
  tx: Database,
  ownerId: string,
  policyId: string,
  mode: 'share' | 'update',
): Promise<GroupPolicyRow> {
  const [policy] = await tx
    .select()
    .from(groupPolicies)
    .where(and(eq(groupPolicies.id, policyId), eq(groupPolicies.ownerId, ownerId)))
    .for(mode);
  if (!policy) throw policyNotFound();
  return policy;
}

/** How many sub-users hold the policy. */
export async function holdersOf(db: Database, policyId: string): Promise<number> {
  const [row] = await db.select({ holders: count() }).from(individuals).where(eq(individuals.assignedGroupPolicyId, policyId));
  return row?.holders ?? 0;
}

/** Why a policy in use cannot be deleted, naming how many hold it. */
export const policyInUse = (holders: number) =>
  conflict(
    `This group policy is assigned to ${holders} ${holders === 1 ? 'sub-user' : 'sub-users'}. Assign them another policy first.`,
  );
