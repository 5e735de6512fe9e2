import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SubUser, SubUserPage } from '@commons/shared/schemas';
import { individuals } from '../../../../../src/db/schema';
import { call, createPolicy, createSubUser, editSubUser, logIn, newSubUser } from '../../../../helpers/admin';
import { signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { approvedUser } from '../../../../helpers/wallet';

describe('sub-users (/api/api/user/individual/...)', () => {
  const ctx = useTestApp();
  const owner = () => approvedUser(ctx.app);
  const stored = async (id: string) => (await ctx.app.db.select().from(individuals).where(eq(individuals.id, id)))[0];
  const page = (token: string, body: object = {}) => call(ctx.app, token, 'POST', 'user/individual/my-subusers', body);

  describe('POST create-subuser', () => {
    it('should create an APPROVED sub-user of the account on one of its policies and reply 201 with its row', async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token, { name: 'Kids', role: 'child', menus: ['ASSETS', 'WALLET'] });
      const body = newSubUser(policy.groupPolicyId, { email: `  New-${randomUUID().slice(0, 6)}@Example.com ` });
      const response = await call(ctx.app, user.token, 'POST', 'user/individual/create-subuser', body);
      expect(response.statusCode).toBe(201);
      const subUser = response.json<SubUser>();
      expect(subUser).toEqual({
        individualId: expect.any(String),
        individualName: 'Sam Subuser',
        individualEmail: (body.email as string).trim().toLowerCase(),
        individualPhone: '+4412345678901',
        assignedGroupPolicyId: policy.groupPolicyId,
        assignedGroupPolicy: { role: 'child', name: 'Kids', menus: ['ASSETS', 'WALLET'] },
        creationDate: expect.any(String),
        lastLogin: null,
        iam: 'SUB_USER',
        accountStatus: 'APPROVED',
      });
      const row = await stored(subUser.individualId);
      expect(row).toMatchObject({ ownerId: user.individualId, iam: 'SUB_USER', country: '', city: '' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [{ name: '' }, 'name: required'],
      [{ name: 'Sam' }, 'Name is too short'],
      [{ phone: '' }, 'phone: required'],
      [{ phone: '12345' }, 'Invalid phone'],
      [{ email: '' }, 'email: required'],
      [{ email: 'not-an-email' }, 'email: invalid email'],
      [{ password: '' }, 'password: required'],
      [{ password: 'short' }, 'password is too short'],
      [{ password: 'password1234' }, 'password: password is too common or too easy to guess'],
      [{ assignedGroupPolicyId: '' }, 'assignedGroupPolicyId: required'],
      [{ assignedGroupPolicyId: 'nope' }, 'assignedGroupPolicyId: invalid'],
    ])('should refuse %j with 400 "%s" and create nobody', async (override, message) => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      const response = await call(
        ctx.app,
        user.token,
        'POST',
        'user/individual/create-subuser',
        newSubUser(policy.groupPolicyId, override),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect((await page(user.token)).json<SubUserPage>().subUsers).toHaveLength(1);
    });

    it("should answer 404 for another account's policy or an unknown one, creating nobody", async () => {
      const [user, other] = [await owner(), await owner()];
      const theirs = await createPolicy(ctx.app, other.token);
      for (const policyId of [theirs.groupPolicyId, randomUUID()]) {
        const response = await call(ctx.app, user.token, 'POST', 'user/individual/create-subuser', newSubUser(policyId));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Group policy not found' });
      }
      expect((await page(user.token)).json<SubUserPage>().subUsers).toHaveLength(1);
    });

    it("should refuse an email any account uses with signup's 409", async () => {
      const [user, other] = [await owner(), await owner()];
      const policy = await createPolicy(ctx.app, user.token);
      for (const email of [other.individualEmail, user.individualEmail.toUpperCase()]) {
        const response = await call(
          ctx.app,
          user.token,
          'POST',
          'user/individual/create-subuser',
          newSubUser(policy.groupPolicyId, { email }),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'An account with this email already exists' });
      }
      // And signup refuses a sub-user's address the same way.
      const subUser = await createSubUser(ctx.app, user.token, policy.groupPolicyId);
      await expect(signUp(ctx.app, { email: subUser.individualEmail })).rejects.toThrow(/409/);
    });
  });

  describe('POST my-subusers', () => {
    it("should list the account's members newest first, the owner last, 10 a page, with lastLogin and the assigned policy even inactive", async () => {
      const [user, other] = [await owner(), await owner()];
      const policy = await createPolicy(ctx.app, user.token, { name: 'Kids', role: 'child', menus: ['ASSETS'] });
      const theirs = await createPolicy(ctx.app, other.token);
      await createSubUser(ctx.app, other.token, theirs.groupPolicyId);
      const created: SubUser[] = [];
      for (let i = 1; i <= 10; i += 1) {
        created.push(await createSubUser(ctx.app, user.token, policy.groupPolicyId, { name: `Member number ${i}` }));
      }
      await logIn(ctx.app, created[9]!.individualEmail);
      await call(ctx.app, user.token, 'PUT', 'group-policy/individual', {
        groupPolicyId: policy.groupPolicyId,
        data: { name: 'Kids', role: 'child', menus: ['ASSETS'], active: false },
      });

      const first = (await page(user.token, { limit: 10, cursor: null })).json<SubUserPage>();
      expect(first.subUsers.map((s) => s.individualName)).toEqual(created.map((s) => s.individualName).reverse());
      expect(first.subUsers[0]).toMatchObject({
        assignedGroupPolicy: { role: 'child', name: 'Kids', menus: ['ASSETS'] },
        lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(first.prevCursor).toBeNull();
      const second = (await page(user.token, { limit: 10, cursor: first.nextCursor })).json<SubUserPage>();
      expect(second.subUsers).toEqual([
        expect.objectContaining({
          individualId: user.individualId,
          iam: 'ADMIN',
          accountStatus: 'APPROVED',
          assignedGroupPolicyId: null,
          assignedGroupPolicy: null,
        }),
      ]);
      expect(second.nextCursor).toBeNull();
      expect(second.prevCursor).not.toBeNull();
    });

    it('should refuse a bad page with 400', async () => {
      const user = await owner();
      for (const [body, message] of [
        [{ limit: 'ten' }, 'limit'],
        [{ limit: 51 }, 'limit: must be at most 50'],
        [{ cursor: 'bad' }, 'cursor: invalid cursor'],
      ] as const) {
        const response = await page(user.token, body);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
    });
  });

  describe('PUT edit-subuser', () => {
    it("should assign another of the owner's policies, suspend and reinstate, replying with the row", async () => {
      const user = await owner();
      const [first, second] = [
        await createPolicy(ctx.app, user.token),
        await createPolicy(ctx.app, user.token, { name: 'Second', menus: ['ASSETS'] }),
      ];
      const subUser = await createSubUser(ctx.app, user.token, first.groupPolicyId);

      let response = await editSubUser(ctx.app, user.token, subUser.individualId, {
        assignedGroupPolicyId: second.groupPolicyId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        assignedGroupPolicyId: second.groupPolicyId,
        assignedGroupPolicy: { name: 'Second' },
        accountStatus: 'APPROVED',
      });

      response = await editSubUser(ctx.app, user.token, subUser.individualId, { suspend: true });
      expect(response.json()).toMatchObject({ assignedGroupPolicyId: second.groupPolicyId, accountStatus: 'SUSPENDED' });
      expect((await stored(subUser.individualId))?.accountStatus).toBe('SUSPENDED');

      // suspend false (or missing) lifts the suspension; the policy stays when none is sent.
      response = await editSubUser(ctx.app, user.token, subUser.individualId, { assignedGroupPolicyId: '' });
      expect(response.json()).toMatchObject({ assignedGroupPolicyId: second.groupPolicyId, accountStatus: 'APPROVED' });
    });

    it("should answer 404 for another account's sub-user and an unknown id, and 400 for the owner, changing nothing", async () => {
      const [user, other] = [await owner(), await owner()];
      const theirPolicy = await createPolicy(ctx.app, other.token);
      const theirs = await createSubUser(ctx.app, other.token, theirPolicy.groupPolicyId);
      for (const id of [theirs.individualId, randomUUID(), other.individualId]) {
        const response = await editSubUser(ctx.app, user.token, id, { suspend: true });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Sub-user not found' });
      }
      const own = await editSubUser(ctx.app, user.token, user.individualId, { suspend: true });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ message: 'The account owner cannot be edited here' });
      expect((await stored(theirs.individualId))?.accountStatus).toBe('APPROVED');
      expect((await stored(user.individualId))?.accountStatus).toBe('APPROVED');
    });

    it('should answer 404 for a policy of another account or an unknown one, changing nothing', async () => {
      const [user, other] = [await owner(), await owner()];
      const policy = await createPolicy(ctx.app, user.token);
      const theirPolicy = await createPolicy(ctx.app, other.token);
      const subUser = await createSubUser(ctx.app, user.token, policy.groupPolicyId);
      for (const policyId of [theirPolicy.groupPolicyId, randomUUID()]) {
        const response = await editSubUser(ctx.app, user.token, subUser.individualId, {
          assignedGroupPolicyId: policyId,
          suspend: true,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Group policy not found' });
      }
      expect(await stored(subUser.individualId)).toMatchObject({
        assignedGroupPolicyId: policy.groupPolicyId,
        accountStatus: 'APPROVED',
      });
    });

    it('should refuse bad input with 400', async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      const subUser = await createSubUser(ctx.app, user.token, policy.groupPolicyId);
      for (const [body, message] of [
        [{ updatedData: { suspend: true } }, 'subUserId: required'],
        [{ subUserId: 'x', updatedData: {} }, 'subUserId: invalid'],
        [{ subUserId: subUser.individualId, updatedData: { suspend: 'yes' } }, 'must be true or false'],
        [
          { subUserId: subUser.individualId, updatedData: { assignedGroupPolicyId: 'x', suspend: true } },
          'assignedGroupPolicyId: invalid',
        ],
      ] as const) {
        const response = await call(ctx.app, user.token, 'PUT', 'user/individual/edit-subuser', body);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
      expect((await stored(subUser.individualId))?.accountStatus).toBe('APPROVED');
    });
  });

  describe('POST delete-subuser', () => {
    it('should delete the sub-user and reply with its id; its login stops working', async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      const subUser = await createSubUser(ctx.app, user.token, policy.groupPolicyId);
      const { token } = await logIn(ctx.app, subUser.individualEmail);
      const response = await call(ctx.app, user.token, 'POST', 'user/individual/delete-subuser', {
        subUserId: subUser.individualId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ subUserId: subUser.individualId });
      expect(await stored(subUser.individualId)).toBeUndefined();
      expect((await call(ctx.app, token, 'GET', 'user/individual/my-profile')).statusCode).toBe(401);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/api/auth/individual/login',
        payload: { email: subUser.individualEmail, password: 'sub-user password' },
      });
      expect(login.statusCode).toBe(401);
    });

    it("should answer 404 for another account's sub-user and an unknown id, and 400 for the owner, deleting nothing", async () => {
      const [user, other] = [await owner(), await owner()];
      const theirPolicy = await createPolicy(ctx.app, other.token);
      const theirs = await createSubUser(ctx.app, other.token, theirPolicy.groupPolicyId);
      for (const id of [theirs.individualId, randomUUID(), other.individualId]) {
        const response = await call(ctx.app, user.token, 'POST', 'user/individual/delete-subuser', { subUserId: id });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Sub-user not found' });
      }
      const own = await call(ctx.app, user.token, 'POST', 'user/individual/delete-subuser', { subUserId: user.individualId });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ message: 'The account owner cannot be edited here' });
      expect(await stored(theirs.individualId)).toBeDefined();
      expect(await stored(user.individualId)).toBeDefined();
    });

    it('should refuse a missing or malformed id with 400', async () => {
      const user = await owner();
      for (const [body, message] of [
        [{}, 'subUserId: required'],
        [{ subUserId: 42 }, 'subUserId: must be text'],
        [{ subUserId: 'abc' }, 'subUserId: invalid'],
      ] as const) {
        const response = await call(ctx.app, user.token, 'POST', 'user/individual/delete-subuser', body);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
    });
  });
});
