import type { FastifyInstance } from 'fastify';
import type { CurrentUser, Menu } from '@commons/shared/domain';
import { menus as allMenus } from '@commons/shared/domain';
import { groupPolicies, individuals } from '../../src/db/schema';
import { hashPassword } from '../../src/domains/auth/passwords';
import { revokeAllSessions } from '../../src/domains/auth/sessions';
import { bearer, signUp, uniqueEmail, validSignup } from './accounts';
import { setStatus } from './account-state';
import { approvedUser } from './wallet';

/**
 * Everyone the permission matrix calls each route as: no session, a logged-out
 * session, the account owner, one sub-user per single menu, the sub-users whose policy or
 * status takes everything away, the sub-user of a suspended owner, and another account. Two
 * more than the issue names: an owner still in REVIEWING (the profile saves are open to it) and
 * a sub-user of the other account holding every menu (cross-account through a sub-user).
 */
export const callerNames = [
  'none',
  'revoked',
  'owner',
  'reviewing',
  'profile',
  'carbonCredits',
  'assets',
  'wizard',
  'wallet',
  'noPolicy',
  'inactivePolicy',
  'suspended',
  'ownerSuspended',
  'otherAccount',
  'otherSubUser',
] as const;
export type CallerName = (typeof callerNames)[number];

/** The sub-users holding exactly one menu, by caller name. */
export const singleMenuCallers = {
  profile: 'PROFILE',
  carbonCredits: 'CARBON_CREDITS',
  assets: 'ASSETS',
  wizard: 'WIZARD',
  wallet: 'WALLET',
} as const satisfies Partial<Record<CallerName, Menu>>;

/** The password every fixture sub-user signs in with, through the login endpoint. */
export const subUserPassword = 'correct horse battery';

export interface Owner {
  individualId: string;
  email: string;
  token: string;
}

export interface SubUserOptions {
  /** Menus of its own group policy; null for no policy at all. */
  menus: readonly Menu[] | null;
  active?: boolean;
  name?: string;
}

export interface SubUser {
  individualId: string;
  email: string;
  policyId: string | null;
}

/** Signs in through the API, as a client does; the reply's token. */
export async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<CurrentUser>().token;
}

/** An APPROVED owner (iam ADMIN), signed up through the API and approved as the operator does. */
export async function newOwner(app: FastifyInstance): Promise<Owner> {
  const user = await approvedUser(app);
  return { individualId: user.individualId, email: user.individualEmail, token: user.token };
}

/**
 * A sub-user of `ownerId`, APPROVED, with its own policy. Written straight to the tables, as
 * create-subuser writes them (`individuals` with owner_id and iam SUB_USER, `group_policies`),
 * so the fixture works with or without the admin routes.
 */
export async function addSubUser(app: FastifyInstance, ownerId: string, options: SubUserOptions): Promise<SubUser> {
  const { menus, active = true, name = 'Sam Subuser' } = options;
  const [policy] = menus
    ? await app.db
        .insert(groupPolicies)
        .values({ ownerId, name: `${name} policy`, role: 'helper', menus: [...menus], active })
        .returning()
    : [];
  const email = uniqueEmail();
  const [row] = await app.db
    .insert(individuals)
    .values({
      name,
      email,
      phone: '+4412345678901',
      passwordHash: await hashPassword(subUserPassword),
      iam: 'SUB_USER',
      ownerId,
      assignedGroupPolicyId: policy?.id ?? null,
      accountStatus: 'APPROVED',
    })
    .returning();
  if (!row) throw new Error('insert of the sub-user returned no row');
  return { individualId: row.id, email, policyId: policy?.id ?? null };
}

/** A sub-user signed in through the login endpoint. */
async function signedInSubUser(app: FastifyInstance, ownerId: string, options: SubUserOptions) {
  const subUser = await addSubUser(app, ownerId, options);
  return { ...subUser, token: await logIn(app, subUser.email, subUserPassword) };
}

export interface Callers {
  /** Each caller's bearer token; null for the caller without one. */
  tokens: Record<CallerName, string | null>;
  owner: Owner;
  otherAccount: Owner;
  /** The owner whose account is SUSPENDED, and whose sub-user is the `ownerSuspended` caller. */
  suspendedOwner: Owner;
}

/**
 * Builds every caller on a fresh app. Sub-users that should be refused hold every menu, so a
 * rule that forgot their status or policy would let them through and the matrix would show it.
 */
export async function createCallers(app: FastifyInstance): Promise<Callers> {
  const owner = await newOwner(app);
  const otherAccount = await newOwner(app);
  const suspendedOwner = await newOwner(app);
  // Signed up, not yet approved: REVIEWING.
  const reviewing = (await signUp(app)).user.token;

  // A second session of the owner, logged out: the same 401 as no token at all.
  const revoked = await logIn(app, owner.email, validSignup().password);
  const logout = await app.inject({ method: 'GET', url: '/api/api/user/logout', headers: bearer(revoked) });
  if (logout.statusCode !== 200) throw new Error(`logout failed: ${logout.statusCode} ${logout.body}`);

  const single = {} as Record<keyof typeof singleMenuCallers, string>;
  for (const [caller, menu] of Object.entries(singleMenuCallers) as Array<[keyof typeof singleMenuCallers, Menu]>) {
    single[caller] = (await signedInSubUser(app, owner.individualId, { menus: [menu], name: `Sub ${menu}` })).token;
  }
  const noPolicy = await signedInSubUser(app, owner.individualId, { menus: null });
  const inactivePolicy = await signedInSubUser(app, owner.individualId, { menus: allMenus, active: false });

  // Suspended as edit-subuser does it: the status, and its sessions ended with reason SUSPENDED,
  // which still answer my-profile and logout (api/src/domains/auth/sessions.ts).
  const suspended = await signedInSubUser(app, owner.individualId, { menus: allMenus });
  await setStatus(app.db, suspended.individualId, 'SUSPENDED');
  await revokeAllSessions(app.db, suspended.individualId, 'SUSPENDED');

  // The owner is suspended in the table directly (its own sessions untouched): what is checked is
  // that the sub-user takes the owner's status, whatever else suspension does.
  const ownerSuspended = await signedInSubUser(app, suspendedOwner.individualId, { menus: allMenus });
  await setStatus(app.db, suspendedOwner.individualId, 'SUSPENDED');

  const otherSubUser = await signedInSubUser(app, otherAccount.individualId, { menus: allMenus });

  return {
    owner,
    otherAccount,
    suspendedOwner,
    tokens: {
      none: null,
      revoked,
      owner: owner.token,
      reviewing,
      ...single,
      noPolicy: noPolicy.token,
      inactivePolicy: inactivePolicy.token,
      suspended: suspended.token,
      ownerSuspended: ownerSuspended.token,
      otherAccount: otherAccount.token,
      otherSubUser: otherSubUser.token,
    },
  };
}
