import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountStatus, Menu } from '@commons/shared/domain';
import type { Database } from '../../src/db/database';
import { groupPolicies, individuals } from '../../src/db/schema';
import { hashPassword } from '../../src/domains/auth/passwords';
import { signUp, uniqueEmail } from './accounts';

/** Puts an account straight into `status`, as an operator would, without touching its sessions. */
export async function setStatus(db: Database, individualId: string, status: AccountStatus): Promise<void> {
  await db.update(individuals).set({ accountStatus: status }).where(eq(individuals.id, individualId));
}

/** Marks the address verified, as following the signup mail's link does. */
export async function markEmailVerified(db: Database, individualId: string): Promise<void> {
  await db.update(individuals).set({ emailVerifiedAt: new Date() }).where(eq(individuals.id, individualId));
}

/** Signs a new account up and verifies its address, as set-ups that wait for it need. */
export async function signUpVerified(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, overrides);
  await markEmailVerified(app.db, account.user.individualId);
  return account;
}

export async function statusOf(db: Database, individualId: string): Promise<AccountStatus | undefined> {
  const [row] = await db
    .select({ status: individuals.accountStatus })
    .from(individuals)
    .where(eq(individuals.id, individualId));
  return row?.status;
}

interface SubUserOptions {
  /** Menus of the sub-user's group policy; null for a sub-user with no policy at all. */
  menus: Menu[] | null;
  active?: boolean;
  status?: AccountStatus;
  /** Set it to sign in through the login endpoint too. */
  password?: string;
}

/**
 * A sub-user of `ownerId` with a group policy, signed in, its rows written directly: for states
 * the admin routes cannot make (no policy at all, any status). `helpers/admin.ts` goes through them.
 */
export async function signInSubUser(app: FastifyInstance, ownerId: string, options: SubUserOptions) {
  const { menus, active = true, status = 'APPROVED', password } = options;
  const [policy] = menus
    ? await app.db.insert(groupPolicies).values({ ownerId, name: 'Helpers', role: 'helper', menus, active }).returning()
    : [];
  const [subUser] = await app.db
    .insert(individuals)
    .values({
      name: 'Sam Subuser',
      email: uniqueEmail(),
      phone: '+4412345678901',
      passwordHash: password ? await hashPassword(password) : 'no password: the test opens the session directly',
      iam: 'SUB_USER',
      ownerId,
      assignedGroupPolicyId: policy?.id ?? null,
      accountStatus: status,
    })
    .returning();
  if (!subUser) throw new Error('insert of the sub-user returned no row');
  return { subUser, policy, token: await app.sessions.open(subUser.id) };
}
