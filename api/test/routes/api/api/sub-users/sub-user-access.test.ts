import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser, Menu } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { familyMembers, operationalData } from '../../../../../src/db/schema';
import { call, createPolicy, createSubUser, editSubUser, logIn } from '../../../../helpers/admin';
import { completeProfile } from '../../../../helpers/accounts';
import { setStatus, signInSubUser, statusOf } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { household, validMember } from '../../../../helpers/carbon';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

const suspended = 'Your account has been suspended. Please contact support.';

/** The eight owner-only routes with a body that would pass validation. */
const adminCalls = (policyId: string, subUserId: string): [method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object][] => [
  ['POST', 'user/individual/my-subusers', {}],
  [
    'POST',
    'user/individual/create-subuser',
    {
      name: 'Sneaky Sibling',
      phone: '+4412345678901',
      email: 'sneaky@example.com',
      password: 'long enough',
      assignedGroupPolicyId: policyId,
    },
  ],
  ['PUT', 'user/individual/edit-subuser', { subUserId, updatedData: { suspend: false, assignedGroupPolicyId: policyId } }],
  ['POST', 'user/individual/delete-subuser', { subUserId }],
  ['POST', 'group-policy/individual', { name: 'Everything', role: 'me', menus: ['WALLET'] }],
  ['PUT', 'group-policy/individual', { groupPolicyId: policyId, data: { name: 'All', role: 'me', menus: ['WALLET', 'ASSETS'] } }],
  ['DELETE', `group-policy/individual/${policyId}`],
  ['POST', 'group-policy/individual/get-all-group-policies', {}],
];

describe('what a sub-user may do on its owner account', () => {
  const ctx = useTestApp();

  /** An APPROVED owner with USD 25 in its wallet and a sub-user signed in through the login endpoint. */
  async function family(menus: Menu[]) {
    const owner = await approvedUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 25);
    const policy = await createPolicy(ctx.app, owner.token, { menus });
    const subUser = await createSubUser(ctx.app, owner.token, policy.groupPolicyId);
    const session = await logIn(ctx.app, subUser.individualEmail);
    return { owner, policy, subUser, session };
  }
  const wallet = (token: string) => call(ctx.app, token, 'GET', 'wallet/individual/my-wallet');
  const myProfile = async (token: string) =>
    (await call(ctx.app, token, 'GET', 'user/individual/my-profile')).json<CurrentUser>();

  it("should sign a sub-user in APPROVED and let it read the owner's wallet through its WALLET menu", async () => {
    const { owner, subUser, session } = await family(['WALLET']);
    expect(session).toMatchObject({ iam: 'SUB_USER', accountStatus: 'APPROVED', assignedGroupPolicy: { menus: ['WALLET'] } });
    const response = await wallet(session.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await wallet(owner.token)).json());
    expect(response.json()).toMatchObject({ amount: 25 });
    // Menus it lacks stay closed.
    expect((await call(ctx.app, session.token, 'GET', 'user/individual/family-members')).statusCode).toBe(403);
    expect(subUser.accountStatus).toBe('APPROVED');
  });

  it('should refuse every admin route to a sub-user with 403, whatever its menus, changing nothing', async () => {
    const { owner, policy, subUser, session } = await family(['PROFILE', 'WALLET', 'ASSETS', 'WIZARD', 'CARBON_CREDITS']);
    for (const [method, path, body] of adminCalls(policy.groupPolicyId, subUser.individualId)) {
      const response = await call(ctx.app, session.token, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(`You are not authorized to access /api/api/${path}`);
    }
    const policies = await call(ctx.app, owner.token, 'POST', 'group-policy/individual/get-all-group-policies', {});
    expect(policies.json()).toMatchObject({ groupPolicies: [{ groupPolicyId: policy.groupPolicyId, menus: policy.menus }] });
    expect(await statusOf(ctx.app.db, subUser.individualId)).toBe('APPROVED');
  });

  it('should refuse menu routes to a sub-user without a policy or with an inactive one', async () => {
    const owner = await approvedUser(ctx.app);
    const none = await signInSubUser(ctx.app, owner.individualId, { menus: null });
    const inactive = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'], active: false });
    for (const { token } of [none, inactive]) {
      const response = await wallet(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You are not authorized to access /api/api/wallet/individual/my-wallet' });
    }
  });

  it("should apply a policy's edits (menus, active) on the sub-user's next request", async () => {
    const { owner, policy, session } = await family(['WALLET']);
    const edit = (menus: Menu[], active = true) =>
      call(ctx.app, owner.token, 'PUT', 'group-policy/individual', {
        groupPolicyId: policy.groupPolicyId,
        data: { name: policy.name, role: policy.role, menus, active },
      });
    expect((await wallet(session.token)).statusCode).toBe(200);
    await edit(['ASSETS']);
    expect((await wallet(session.token)).statusCode).toBe(403);
    expect((await myProfile(session.token)).assignedGroupPolicy).toEqual({ menus: ['ASSETS'] });
    await edit(['ASSETS', 'WALLET']);
    expect((await wallet(session.token)).statusCode).toBe(200);
    await edit(['ASSETS', 'WALLET'], false);
    expect((await wallet(session.token)).statusCode).toBe(403);
  });

  it("should end a suspended sub-user's sessions at once, leaving it to learn why, and need a new sign-in after reinstatement", async () => {
    const { owner, subUser, session } = await family(['WALLET']);
    await editSubUser(ctx.app, owner.token, subUser.individualId, { suspend: true });
    expect(await myProfile(session.token)).toMatchObject({ accountStatus: 'SUSPENDED' });
    const refused = await wallet(session.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: suspended });
    // Signing in again does not get round it.
    const again = await logIn(ctx.app, subUser.individualEmail);
    expect(again.accountStatus).toBe('SUSPENDED');
    expect((await wallet(again.token)).statusCode).toBe(403);

    await editSubUser(ctx.app, owner.token, subUser.individualId, { suspend: false });
    expect((await call(ctx.app, session.token, 'GET', 'user/individual/my-profile')).statusCode).toBe(401);
    const fresh = await logIn(ctx.app, subUser.individualEmail);
    expect((await wallet(fresh.token)).statusCode).toBe(200);
  });

  it('should refuse the sub-users of a suspended, rejected or reviewing owner with its status, and let them back when it is approved', async () => {
    const { owner, subUser, session } = await family(['WALLET']);
    await ctx.app.accountOperations.changeStatus(owner.individualEmail, 'suspend');
    expect(await myProfile(session.token)).toMatchObject({ accountStatus: 'SUSPENDED', iam: 'SUB_USER' });
    expect((await wallet(session.token)).json()).toEqual({ message: suspended });
    expect((await logIn(ctx.app, subUser.individualEmail)).accountStatus).toBe('SUSPENDED');

    await setStatus(ctx.app.db, owner.individualId, 'REJECTED');
    expect((await wallet(session.token)).json()).toEqual({ message: 'Your account has been rejected. Please contact support.' });
    await setStatus(ctx.app.db, owner.individualId, 'REVIEWING');
    expect((await wallet(session.token)).json()).toEqual({ message: 'Your account is being reviewed. Please wait.' });
    // The sub-user's own status was never touched.
    expect(await statusOf(ctx.app.db, subUser.individualId)).toBe('APPROVED');
    await setStatus(ctx.app.db, owner.individualId, 'APPROVED');
    expect((await wallet(session.token)).statusCode).toBe(200);
  });

  it('should keep the records a deleted sub-user made with the account, their creator emptied', async () => {
    const { owner, subUser, session } = await family(['WIZARD']);
    const saved = await call(ctx.app, session.token, 'POST', 'operational-data/individual/add', household());
    expect(saved.statusCode).toBe(201);
    expect((await call(ctx.app, session.token, 'POST', 'user/individual/add-family-member', validMember())).statusCode).toBe(201);
    const { operationalDataId } = saved.json<OperationalData>();
    const [before] = await ctx.app.db.select().from(operationalData).where(eq(operationalData.id, operationalDataId));
    expect(before).toMatchObject({ ownerId: owner.individualId, createdBy: subUser.individualId });

    await call(ctx.app, owner.token, 'POST', 'user/individual/delete-subuser', { subUserId: subUser.individualId });
    const listed = await call(ctx.app, owner.token, 'GET', 'operational-data/individual/');
    expect(listed.json<OperationalData[]>().map((r) => r.operationalDataId)).toEqual([operationalDataId]);
    const members = await call(ctx.app, owner.token, 'GET', 'user/individual/family-members');
    expect(members.json()).toHaveLength(1);
    const [after] = await ctx.app.db.select().from(operationalData).where(eq(operationalData.id, operationalDataId));
    expect(after?.createdBy).toBeNull();
    const [member] = await ctx.app.db.select().from(familyMembers).where(eq(familyMembers.ownerId, owner.individualId));
    expect(member?.createdBy).toBeNull();
  });

  it("should record the owner as the creator of the owner's own records", async () => {
    const owner = await approvedUser(ctx.app);
    const saved = await call(ctx.app, owner.token, 'POST', 'operational-data/individual/add', household());
    const [row] = await ctx.app.db
      .select()
      .from(operationalData)
      .where(eq(operationalData.id, saved.json<OperationalData>().operationalDataId));
    expect(row?.createdBy).toBe(owner.individualId);
  });

  it("should let a sub-user with PROFILE update its own profile, keeping its status, and nobody else's", async () => {
    const { owner, subUser, session } = await family(['PROFILE']);
    const details = await call(ctx.app, session.token, 'POST', 'user/individual/update-profile-details', {
      data: { ...completeProfile(), name: 'Sam Renamed Subuser' },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      individualId: subUser.individualId,
      individualName: 'Sam Renamed Subuser',
      accountStatus: 'APPROVED',
    });
    const { name: _name, city: _city, ...editProfile } = completeProfile();
    const own = await call(ctx.app, session.token, 'PUT', `user/individual/update-profile/${subUser.individualId}`, {
      ...editProfile,
      profession: 'Teacher',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ individualProfession: 'Teacher', accountStatus: 'APPROVED' });
    expect(await statusOf(ctx.app.db, subUser.individualId)).toBe('APPROVED');
    const theirs = await call(ctx.app, session.token, 'PUT', `user/individual/update-profile/${owner.individualId}`, editProfile);
    expect(theirs.statusCode).toBe(404);
    expect((await myProfile(owner.token)).individualProfession).not.toBe('Teacher');
  });
});
