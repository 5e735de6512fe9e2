import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupPolicies, individuals } from '../../../src/db/schema';
import { call, createPolicy, createSubUser, newSubUser } from '../../helpers/admin';
import { uniqueEmail } from '../../helpers/accounts';
import { useTestApp } from '../../helpers/build';
import { approvedUser } from '../../helpers/wallet';

/** Races of the admin routes that must resolve to one winner and no 500, on PGlite and on PostgreSQL. */
describe('sub-user and group-policy races', () => {
  const ctx = useTestApp();

  it('should create exactly one of 10 simultaneous sub-users with one email, the others 409', async () => {
    const [first, second] = [await approvedUser(ctx.app), await approvedUser(ctx.app)];
    const [firstPolicy, secondPolicy] = [await createPolicy(ctx.app, first.token), await createPolicy(ctx.app, second.token)];
    const email = uniqueEmail();
    // Two accounts at once: the address is unique across accounts, not per account.
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const [owner, policy] = i % 2 === 0 ? [first, firstPolicy] : [second, secondPolicy];
        return call(ctx.app, owner.token, 'POST', 'user/individual/create-subuser', newSubUser(policy.groupPolicyId, { email }));
      }),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.statusCode === 409)) {
      expect(reply.json()).toEqual({ message: 'An account with this email already exists' });
    }
    expect(await ctx.app.db.select().from(individuals).where(eq(individuals.email, email))).toHaveLength(1);
  });

  it('should never leave a sub-user on a deleted policy when assignments and the deletion race', async () => {
    const owner = await approvedUser(ctx.app);
    const keep = await createPolicy(ctx.app, owner.token, { name: 'Keep' });
    for (let round = 0; round < 5; round += 1) {
      const doomed = await createPolicy(ctx.app, owner.token, { name: `Doomed ${round}` });
      const existing = await createSubUser(ctx.app, owner.token, keep.groupPolicyId);
      const replies = await Promise.all([
        call(ctx.app, owner.token, 'POST', 'user/individual/create-subuser', newSubUser(doomed.groupPolicyId)),
        call(ctx.app, owner.token, 'PUT', 'user/individual/edit-subuser', {
          subUserId: existing.individualId,
          updatedData: { assignedGroupPolicyId: doomed.groupPolicyId },
        }),
        call(ctx.app, owner.token, 'DELETE', `group-policy/individual/${doomed.groupPolicyId}`),
      ]);
      const [created, edited, deleted] = replies.map((r) => r.statusCode);
      for (const reply of replies) expect(reply.statusCode).toBeLessThan(500);
      const [stillThere] = await ctx.app.db.select().from(groupPolicies).where(eq(groupPolicies.id, doomed.groupPolicyId));
      if (deleted === 200) {
        // The deletion won: the assignments found no policy.
        expect(stillThere).toBeUndefined();
        expect([created, edited]).toEqual([404, 404]);
      } else {
        // An assignment won first: the deletion was refused, naming its holders.
        expect(deleted).toBe(409);
        expect(stillThere).toBeDefined();
        expect(replies[2]!.json<{ message: string }>().message).toMatch(/^This group policy is assigned to [12] sub-users?\./);
      }
    }
    // Every assigned policy exists (the foreign key would say so too; this says it of the replies).
    const assigned = await ctx.app.db
      .select({ policy: individuals.assignedGroupPolicyId, exists: groupPolicies.id })
      .from(individuals)
      .leftJoin(groupPolicies, eq(groupPolicies.id, individuals.assignedGroupPolicyId))
      .where(isNotNull(individuals.assignedGroupPolicyId));
    for (const row of assigned) expect(row.exists).toBe(row.policy);
  });
});
