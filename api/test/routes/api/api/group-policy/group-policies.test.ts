import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GroupPolicy, GroupPolicyPage } from '@commons/shared/schemas';
import { groupPolicies } from '../../../../../src/db/schema';
import { call, createPolicy, createSubUser, editSubUser } from '../../../../helpers/admin';
import { useTestApp } from '../../../../helpers/build';
import { approvedUser } from '../../../../helpers/wallet';

const base = 'group-policy/individual';

describe('group policies (/api/api/group-policy/individual)', () => {
  const ctx = useTestApp();
  const owner = () => approvedUser(ctx.app);
  const stored = async (id: string) => (await ctx.app.db.select().from(groupPolicies).where(eq(groupPolicies.id, id)))[0];

  describe('POST (create)', () => {
    it('should create an active policy for the owner and reply 201 with it', async () => {
      const user = await owner();
      const response = await call(ctx.app, user.token, 'POST', base, {
        name: '  Parents ',
        role: 'parent',
        menus: ['WALLET', 'PROFILE', 'WALLET'],
      });
      expect(response.statusCode).toBe(201);
      const policy = response.json<GroupPolicy>();
      // Trimmed, repeats collapsed, in the order of the menus list.
      expect(policy).toEqual({
        groupPolicyId: expect.any(String),
        name: 'Parents',
        role: 'parent',
        menus: ['PROFILE', 'WALLET'],
        createdAt: expect.any(String),
        active: true,
      });
      expect((await stored(policy.groupPolicyId))?.ownerId).toBe(user.individualId);
    });

    it.each([
      [{ role: 'parent', menus: ['WALLET'] }, 'name: required'],
      [{ name: 'Parents', menus: ['WALLET'] }, 'role: required'],
      [{ name: 'Parents', role: 'parent' }, 'menus: required'],
      [{ name: 'Parents', role: 'parent', menus: [] }, 'menus: required'],
      [{ name: 'Parents', role: 'parent', menus: ['WALLET', 'ADMIN'] }, 'menus.1: invalid menu'],
    ])('should refuse %j with 400 "%s" and create nothing', async (payload, message) => {
      const user = await owner();
      const response = await call(ctx.app, user.token, 'POST', base, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      const listed = await call(ctx.app, user.token, 'POST', `${base}/get-all-group-policies`, {});
      expect(listed.json<GroupPolicyPage>().groupPolicies).toEqual([]);
    });
  });

  describe('PUT (edit)', () => {
    it("should replace the policy's fields and reply with it", async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      const response = await call(ctx.app, user.token, 'PUT', base, {
        groupPolicyId: policy.groupPolicyId,
        data: { name: 'Kids', role: 'child', menus: ['ASSETS'], active: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...policy, name: 'Kids', role: 'child', menus: ['ASSETS'], active: false });
    });

    it('should keep a policy active when `active` is not sent', async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      await call(ctx.app, user.token, 'PUT', base, { groupPolicyId: policy.groupPolicyId, data: { ...policy, active: false } });
      const response = await call(ctx.app, user.token, 'PUT', base, {
        groupPolicyId: policy.groupPolicyId,
        data: { name: 'Kids', role: 'child', menus: ['ASSETS'] },
      });
      expect(response.json<GroupPolicy>().active).toBe(true);
    });

    it("should answer 404 for another account's policy and an unknown id, changing nothing", async () => {
      const [user, other] = [await owner(), await owner()];
      const theirs = await createPolicy(ctx.app, other.token, { name: 'Theirs' });
      for (const groupPolicyId of [theirs.groupPolicyId, randomUUID()]) {
        const response = await call(ctx.app, user.token, 'PUT', base, {
          groupPolicyId,
          data: { name: 'Mine now', role: 'thief', menus: ['WALLET'] },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Group policy not found' });
      }
      expect((await stored(theirs.groupPolicyId))?.name).toBe('Theirs');
    });

    it('should refuse bad input with 400 and change nothing', async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      const cases: [object, string][] = [
        [{ data: { name: 'x', role: 'y', menus: ['WALLET'] } }, 'groupPolicyId: required'],
        [{ groupPolicyId: 'not-an-id', data: { name: 'x', role: 'y', menus: ['WALLET'] } }, 'groupPolicyId: invalid'],
        [{ groupPolicyId: policy.groupPolicyId, data: { name: 'x', role: 'y', menus: ['NOPE'] } }, 'invalid menu'],
        [
          { groupPolicyId: policy.groupPolicyId, data: { name: 'x', role: 'y', menus: ['WALLET'], active: 'no' } },
          'must be true or false',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await call(ctx.app, user.token, 'PUT', base, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
      expect((await stored(policy.groupPolicyId))?.name).toBe(policy.name);
    });
  });

  describe('POST get-all-group-policies', () => {
    it("should page the account's policies newest first, never another account's", async () => {
      const [user, other] = [await owner(), await owner()];
      await createPolicy(ctx.app, other.token, { name: 'Not yours' });
      const created: GroupPolicy[] = [];
      for (let i = 1; i <= 12; i += 1) created.push(await createPolicy(ctx.app, user.token, { name: `Policy ${i}` }));
      const first = (
        await call(ctx.app, user.token, 'POST', `${base}/get-all-group-policies`, { limit: 10 })
      ).json<GroupPolicyPage>();
      expect(first.groupPolicies.map((p) => p.name)).toEqual(
        created
          .slice(2)
          .reverse()
          .map((p) => p.name),
      );
      expect(first.prevCursor).toBeNull();
      const second = (
        await call(ctx.app, user.token, 'POST', `${base}/get-all-group-policies`, { limit: 10, cursor: first.nextCursor })
      ).json<GroupPolicyPage>();
      expect(second.groupPolicies.map((p) => p.name)).toEqual(['Policy 2', 'Policy 1']);
      expect(second.nextCursor).toBeNull();
      // The selector's single request of up to 100.
      const all = (
        await call(ctx.app, user.token, 'POST', `${base}/get-all-group-policies`, { limit: 100 })
      ).json<GroupPolicyPage>();
      expect(all.groupPolicies).toHaveLength(12);
    });

    it.each([
      [{ limit: 101 }, 'limit: must be at most 100'],
      [{ limit: 0 }, 'limit'],
      [{ cursor: 'garbage' }, 'cursor: invalid cursor'],
    ])('should refuse %j with 400', async (payload, message) => {
      const user = await owner();
      const response = await call(ctx.app, user.token, 'POST', `${base}/get-all-group-policies`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });
  });

  describe('DELETE /:groupPolicyId', () => {
    it('should delete a policy nobody holds and reply with its id', async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      const response = await call(ctx.app, user.token, 'DELETE', `${base}/${policy.groupPolicyId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ groupPolicyId: policy.groupPolicyId });
      expect(await stored(policy.groupPolicyId)).toBeUndefined();
    });

    it('should refuse a policy in use with 409 naming how many hold it, until they hold another', async () => {
      const user = await owner();
      const policy = await createPolicy(ctx.app, user.token);
      const other = await createPolicy(ctx.app, user.token, { name: 'Other' });
      const first = await createSubUser(ctx.app, user.token, policy.groupPolicyId);
      const remove = () => call(ctx.app, user.token, 'DELETE', `${base}/${policy.groupPolicyId}`);

      let response = await remove();
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This group policy is assigned to 1 sub-user. Assign them another policy first.',
      });
      const second = await createSubUser(ctx.app, user.token, policy.groupPolicyId);
      response = await remove();
      expect(response.json()).toEqual({
        message: 'This group policy is assigned to 2 sub-users. Assign them another policy first.',
      });
      expect(await stored(policy.groupPolicyId)).toBeDefined();

      for (const subUser of [first, second]) {
        await editSubUser(ctx.app, user.token, subUser.individualId, { assignedGroupPolicyId: other.groupPolicyId });
      }
      expect((await remove()).statusCode).toBe(200);
    });

    it("should answer 404 for another account's policy and an unknown id, deleting nothing", async () => {
      const [user, other] = [await owner(), await owner()];
      const theirs = await createPolicy(ctx.app, other.token);
      for (const id of [theirs.groupPolicyId, randomUUID()]) {
        const response = await call(ctx.app, user.token, 'DELETE', `${base}/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Group policy not found' });
      }
      expect(await stored(theirs.groupPolicyId)).toBeDefined();
    });

    it('should refuse a malformed id with 400', async () => {
      const user = await owner();
      const response = await call(ctx.app, user.token, 'DELETE', `${base}/not-an-id`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'groupPolicyId: invalid' });
    });
  });
});
