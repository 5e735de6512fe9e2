import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TwoFactorSetup } from '@commons/shared/domain';
import { groupPolicies, individuals, paymentSessions, publicPages, twoFactorSecrets } from '../../../../../src/db/schema';
import {
  ownerVerifyFirstMessage,
  verifyFirstMessage,
  type VerifiedOnly,
} from '../../../../../src/domains/users/verified-owner';
import { bearer, validSignup } from '../../../../helpers/accounts';
import { markEmailVerified, signInSubUser } from '../../../../helpers/account-state';
import { call, newSubUser } from '../../../../helpers/admin';
import { useTestApp } from '../../../../helpers/build';
import { codeAt, securityCall } from '../../../../helpers/two-factor';
import { approvedUser } from '../../../../helpers/wallet';

const origin = 'http://localhost:3000';

/** One thing that waits for the verified address: the call, and what it must not have written when refused. */
interface Case {
  action: VerifiedOnly;
  /** The call as `token`, on the account of `ownerId`. */
  attempt: (app: FastifyInstance, token: string, ownerId: string) => Promise<{ statusCode: number; body: string }>;
  /** The rows the call would write, counted; unchanged after a refusal. */
  written: (app: FastifyInstance, ownerId: string) => Promise<number>;
  allowedStatus: number;
}

const countOf = async (rows: Promise<unknown[]>) => (await rows).length;

const cases: Case[] = [
  {
    action: 'group-policies',
    attempt: (app, token) => call(app, token, 'POST', 'group-policy/individual', { name: 'Helpers', role: 'helper', menus: ['WALLET'] }),
    written: (app, ownerId) => countOf(app.db.select().from(groupPolicies).where(eq(groupPolicies.ownerId, ownerId))),
    allowedStatus: 201,
  },
  {
    action: 'sub-users',
    async attempt(app, token, ownerId) {
      // A policy written directly: creating one through the API waits for the address too.
      const [policy] = await app.db.insert(groupPolicies).values({ ownerId, name: 'All', role: 'helper', menus: ['WALLET'] }).returning();
      return call(app, token, 'POST', 'user/individual/create-subuser', newSubUser(policy!.id));
    },
    written: (app, ownerId) => countOf(app.db.select().from(individuals).where(eq(individuals.ownerId, ownerId))),
    allowedStatus: 201,
  },
  {
    action: 'two-factor',
    attempt: (app, token) => securityCall(app, token, 'POST', 'two-factor/setup'),
    written: (app, ownerId) => countOf(app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, ownerId))),
    allowedStatus: 200,
  },
  {
    action: 'top-up',
    attempt: (app, token) =>
      app.inject({
        method: 'POST',
        url: '/api/api/wallet/session-url',
        headers: { ...bearer(token), origin },
        payload: { amount: 25, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() },
      }),
    written: (app, ownerId) => countOf(app.db.select().from(paymentSessions).where(eq(paymentSessions.walletId, ownerId))),
    allowedStatus: 200,
  },
  {
    action: 'public-page',
    attempt: (app, token) =>
      call(app, token, 'PUT', 'user/individual/public-page', {
        enabled: true,
        handle: `page-${Math.random().toString(36).slice(2, 8)}`,
        displayName: 'Ada',
      }),
    written: (app, ownerId) => countOf(app.db.select().from(publicPages).where(eq(publicPages.ownerId, ownerId))),
    allowedStatus: 200,
  },
];

describe("what waits for the owner's verified address", () => {
  const ctx = useTestApp({ publicUrl: origin });

  /** An APPROVED owner whose address is not verified yet. */
  async function unverifiedOwner() {
    const user = await approvedUser(ctx.app);
    await ctx.app.db.update(individuals).set({ emailVerifiedAt: null }).where(eq(individuals.id, user.individualId));
    return user;
  }

  for (const { action, attempt, written, allowedStatus } of cases) {
    it(`should refuse ${action} before the address is verified, write nothing, and allow it after`, async () => {
      const owner = await unverifiedOwner();
      const before = await written(ctx.app, owner.individualId);
      const refused = await attempt(ctx.app, owner.token, owner.individualId);
      expect(refused.statusCode).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({ message: verifyFirstMessage(action) });
      expect(await written(ctx.app, owner.individualId)).toBe(before);

      await markEmailVerified(ctx.app.db, owner.individualId);
      const allowed = await attempt(ctx.app, owner.token, owner.individualId);
      expect(allowed.statusCode, allowed.body).toBe(allowedStatus);
    });
  }

  it('should refuse two-factor to a sub-user of an unverified owner, saying the owner must verify', async () => {
    const owner = await unverifiedOwner();
    const { subUser, token } = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'] });
    await markEmailVerified(ctx.app.db, subUser.id);
    const refused = await securityCall(ctx.app, token, 'POST', 'two-factor/setup');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ownerVerifyFirstMessage('two-factor') });
  });

  it('should refuse to confirm an enrolment begun before the address is verified', async () => {
    const owner = await unverifiedOwner();
    await markEmailVerified(ctx.app.db, owner.individualId);
    const setup = (await securityCall(ctx.app, owner.token, 'POST', 'two-factor/setup')).json<TwoFactorSetup>();
    // The address moved to an unverified one between the two steps.
    await ctx.app.db.update(individuals).set({ emailVerifiedAt: null }).where(eq(individuals.id, owner.individualId));
    const refused = await securityCall(ctx.app, owner.token, 'POST', 'two-factor/enable', {
      code: await codeAt(setup.secret),
      password: validSignup().password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: verifyFirstMessage('two-factor') });
    expect((await securityCall(ctx.app, owner.token, 'GET', 'two-factor')).json()).toMatchObject({ enabled: false });
  });

  it('should let an unverified owner turn the public page off, and show no page of an unverified owner', async () => {
    const owner = await unverifiedOwner();
    const handle = `page-${Math.random().toString(36).slice(2, 8)}`;
    await ctx.app.db.insert(publicPages).values({ ownerId: owner.individualId, handle, displayName: 'Ada', enabled: true });
    expect((await ctx.app.inject({ url: `/api/api/impact/${handle}` })).statusCode).toBe(404);
    const off = await call(ctx.app, owner.token, 'PUT', 'user/individual/public-page', { enabled: false, handle, displayName: 'Ada' });
    expect(off.statusCode).toBe(200);
  });
});
