import { and, eq, type SQL } from 'drizzle-orm';
import type { CurrentUser, Menu } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { groupPolicies, individuals } from '../../db/schema';

/** What the client sees of a sub-user's policy: its menus alone (docs/product-rules.md#records-and-field-names). */
export type AssignedGroupPolicy = NonNullable<CurrentUser['assignedGroupPolicy']>;

/**
 * Join condition from an individual to its assigned policy. An inactive policy counts as none,
 * so deactivating it takes the menus away at once.
 */
export const activeAssignedPolicy: SQL = and(
  eq(groupPolicies.id, individuals.assignedGroupPolicyId),
  eq(groupPolicies.active, true),
)!;

/** The menus a left join on `activeAssignedPolicy` found, as the client's shape. */
export const toAssignedGroupPolicy = (menus: Menu[] | null): AssignedGroupPolicy | null =>
  menus ? { menus } : null;

/** The active policy assigned to `policyId`, for replies that do not come through a session. */
export async function findAssignedGroupPolicy(
  db: Database,
  policyId: string | null,
): Promise<AssignedGroupPolicy | null> {
  if (!policyId) return null;
  const [policy] = await db
    .select({ menus: groupPolicies.menus })
    .from(groupPolicies)
    .where(and(eq(groupPolicies.id, policyId), eq(groupPolicies.active, true)));
  return toAssignedGroupPolicy(policy?.menus ?? null);
}
