import { and, eq, or, sql } from 'drizzle-orm';
import type { AccountStatus } from '@commons/shared/domain';
import type {
  CreateSubUser,
  DeletedSubUser,
  EditSubUser,
  SubUser,
  SubUserPage,
  SubUsersPageRequest,
} from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '@commons/server-kernel/db/errors';
import { groupPolicies, individuals, type GroupPolicy as GroupPolicyRow } from '../../db/schema';
import type { Account } from '../../lib/account';
import { keysetList } from '../../lib/paging';
import { requireStrongPassword } from '../auth/password-rule';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import type { ServiceDeps } from '../domain';
import { lockOwnPolicy } from '../group-policies/policy-rows';
import { emailTaken } from '../users/accounts';
import { requireVerifiedOwner } from '../users/verified-owner';
import { ownerNotEditable, subUserNotFound, toSubUser } from './sub-user-rows';

export type SubUsers = ReturnType<typeof createSubUsers>;

/** The account's sub-user `subUserId`, its row locked; the owner's own id is refused, others not found. */
async function lockSubUser(tx: Database, account: Account, subUserId: string) {
  if (subUserId === account.ownerId) throw ownerNotEditable();
  const [subUser] = await tx
    .select()
    .from(individuals)
    .where(and(eq(individuals.id, subUserId), eq(individuals.ownerId, account.ownerId)))
    .for('update');
  if (!subUser) throw subUserNotFound();
  return subUser;
}

async function policyById(tx: Database, policyId: string | null): Promise<GroupPolicyRow | null> {
  if (!policyId) return null;
  const [policy] = await tx.select().from(groupPolicies).where(eq(groupPolicies.id, policyId));
  return policy ?? null;
}

/** Where the suspend box takes a status: true suspends, false lifts a suspension only. */
const statusAfterEdit = (status: AccountStatus, suspend: boolean): AccountStatus =>
  suspend ? 'SUSPENDED' : status === 'SUSPENDED' ? 'APPROVED' : status;

/**
 * The account owner's sub-users (docs/product-rules.md#sub-users-and-group-policies): logins of
 * their own on the owner's account, limited by the menus of their group policy. Assigning a policy
 * locks its row (`for share`), as its deletion does (`for update`), so a policy is never deleted
 * while someone is being given it.
 */
export function createSubUsers({ db }: Pick<ServiceDeps, 'db'>) {
  const ownerId = sql.placeholder('ownerId');
  const members = keysetList({
    name: 'sub_users_members',
    select: () =>
      db
        .select({ individual: individuals, policy: groupPolicies })
        .from(individuals)
        .leftJoin(groupPolicies, eq(groupPolicies.id, individuals.assignedGroupPolicyId))
        .$dynamic(),
    where: or(eq(individuals.id, ownerId), eq(individuals.ownerId, ownerId)),
    key: individuals.seq,
    keyOf: (row) => row.individual.seq,
  });
  return {
    /** The account's members, newest first; the owner, the oldest, comes last. */
    async page(account: Account, query: SubUsersPageRequest): Promise<SubUserPage> {
      const { items, ...cursors } = await members.read({ ownerId: account.ownerId }, query, (row) =>
        toSubUser(row.individual, row.policy),
      );
      return { subUsers: items, ...cursors };
    },

    /**
     * A new login on the account, APPROVED at once (the owner vouches for it) with one of the
     * owner's policies, once the owner's address is verified. The email's unique index decides
     * between simultaneous creations.
     */
    async create(account: Account, input: CreateSubUser): Promise<SubUser> {
      await requireStrongPassword('password', input.password, [input.email, input.name]);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          await requireVerifiedOwner(tx, account, 'sub-users');
          const policy = await lockOwnPolicy(tx, account.ownerId, input.assignedGroupPolicyId, 'share');
          const [subUser] = await tx
            .insert(individuals)
            .values({
              name: input.name,
              email: input.email,
              phone: input.phone,
              passwordHash,
              iam: 'SUB_USER',
              ownerId: account.ownerId,
              assignedGroupPolicyId: policy.id,
              accountStatus: 'APPROVED',
            })
            .returning();
          if (!subUser) throw new Error('insert into individuals returned no row');
          return toSubUser(subUser, policy);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * Changes a sub-user's policy and suspends or reinstates it. A suspension ends its sessions
     * in the same transaction, so its next request already sees it suspended.
     */
    edit: (account: Account, { subUserId, updatedData }: EditSubUser): Promise<SubUser> =>
      db.transaction(async (tx) => {
        const current = await lockSubUser(tx, account, subUserId);
        const policy = updatedData.assignedGroupPolicyId
          ? await lockOwnPolicy(tx, account.ownerId, updatedData.assignedGroupPolicyId, 'share')
          : await policyById(tx, current.assignedGroupPolicyId);
        const accountStatus = statusAfterEdit(current.accountStatus, updatedData.suspend);
        const [saved] = await tx
          .update(individuals)
          .set({ assignedGroupPolicyId: policy?.id ?? null, accountStatus })
          .where(eq(individuals.id, subUserId))
          .returning();
        if (!saved) throw new Error(`sub-user ${subUserId} vanished under its lock`);
        if (accountStatus === 'SUSPENDED') await revokeAllSessions(tx, subUserId, 'SUSPENDED');
        return toSubUser(saved, policy);
      }),

    /**
     * Deletes a sub-user's login: its sessions go with it; the records it made stay with the
     * account, their `created_by` emptied ("a deleted member").
     */
    remove: (account: Account, subUserId: string): Promise<DeletedSubUser> =>
      db.transaction(async (tx) => {
        await lockSubUser(tx, account, subUserId);
        await tx.delete(individuals).where(eq(individuals.id, subUserId));
        return { subUserId };
      }),
  };
}
