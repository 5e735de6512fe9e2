import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPolicy, newSubUser } from '../../../../helpers/admin';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp, type TestContext } from '../../../../helpers/build';
import { addListing, household, insertRecord, saveYear, validMember } from '../../../../helpers/carbon';
import { multipartBody, samples } from '../../../../helpers/documents';
import { footprintOf, withKey } from '../../../../helpers/idempotency';
import { payoutReadyUser, creditWallet, raiseWithdrawal } from '../../../../helpers/wallet';

type User = Awaited<ReturnType<typeof payoutReadyUser>>;

/** A route that moves money or creates a record: how to make one request of it, and a different one. */
interface Case {
  /** What the account needs first; returns the request and a request that differs in body or path. */
  prepare(ctx: TestContext, user: User): Promise<{ request: InjectOptions; other: InjectOptions }>;
  status: number;
}

const api = '/api/api';
const json = (url: string, payload: object): InjectOptions => ({ method: 'POST', url: `${api}/${url}`, payload });

const cases: Record<string, Case> = {
  'raise-withdrawal-request': {
    status: 201,
    async prepare() {
      const url = 'wallet/individual/raise-withdrawal-request';
      return { request: json(url, { requestedWithdrawalAmount: 20 }), other: json(url, { requestedWithdrawalAmount: 21 }) };
    },
  },
  checkout: {
    status: 200,
    async prepare(ctx, user) {
      const listing = await addListing(ctx.app);
      const record = await saveYear(ctx.app, user.token);
      const body = { listingId: listing.id, operationalDataId: record.operationalDataId };
      return { request: json('operational-data/individual/checkout', body), other: json('operational-data/individual/checkout', { ...body, note: 1 }) };
    },
  },
  'monthly-offset': {
    status: 200,
    async prepare(ctx, user) {
      await addListing(ctx.app);
      const record = await insertRecord(ctx.app, user.individualId, { status: 'APPROVED', estimatedEmissions: 24, emissions: 30, credits: 24, offsets: 24 });
      const url = 'carbon-offsets/individual/monthly-offset';
      return { request: json(url, { operationalDataId: record.id }), other: json(url, { operationalDataId: randomUUID() }) };
    },
  },
  'session-url': {
    status: 200,
    async prepare() {
      const body = { amount: 25, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() };
      return { request: json('wallet/session-url', body), other: json('wallet/session-url', { ...body, amount: 26 }) };
    },
  },
  'add-family-member': {
    status: 201,
    async prepare() {
      const url = 'user/individual/add-family-member';
      return { request: json(url, validMember()), other: json(url, { ...validMember(), memberName: 'Other Name' }) };
    },
  },
  'operational-data add': {
    status: 201,
    async prepare() {
      const url = 'operational-data/individual/add';
      return { request: json(url, household()), other: json(url, { ...household(), annualCarMiles: 1 }) };
    },
  },
  'create-subuser': {
    status: 201,
    async prepare(ctx, user) {
      const policy = await createPolicy(ctx.app, user.token);
      const body = newSubUser(policy.groupPolicyId);
      const url = 'user/individual/create-subuser';
      return { request: json(url, body), other: json(url, { ...body, name: 'Another Name' }) };
    },
  },
  'group policy': {
    status: 201,
    async prepare() {
      const body = { name: 'Parents', role: 'parent', menus: ['WALLET'] };
      return { request: json('group-policy/individual', body), other: json('group-policy/individual', { ...body, name: 'Kids' }) };
    },
  },
  'document upload': {
    status: 201,
    async prepare() {
      const upload = (bytes: Buffer): InjectOptions => {
        const { payload, contentType } = multipartBody('PASSPORT', { name: 'passport.pdf', type: 'application/pdf', bytes });
        return { method: 'POST', url: `${api}/user/individual/documents`, payload, headers: { 'content-type': contentType } };
      };
      const file = samples.pdf();
      return { request: upload(file), other: upload(Buffer.concat([file, Buffer.from('more')])) };
    },
  },
  'cancel withdrawal': {
    status: 200,
    async prepare(ctx, user) {
      const [first, second] = [await raiseWithdrawal(ctx.app, user.token, 5), await raiseWithdrawal(ctx.app, user.token, 6)];
      const cancel = (id: string): InjectOptions => ({ method: 'POST', url: `${api}/wallet/individual/withdrawal-requests/${id}/cancel` });
      return { request: cancel(first), other: cancel(second) };
    },
  },
};

describe('Idempotency-Key on every route that moves money or creates a record', () => {
  const ctx = useTestApp();

  async function fundedUser() {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    return user;
  }
  const send = (user: User, options: InjectOptions, key: string) =>
    ctx.app.inject({ ...options, headers: withKey({ ...(options.headers as Record<string, string>), ...bearer(user.token) }, key) });

  it.each(Object.entries(cases))('should act once for %s sent twice with one key', async (_name, { prepare, status }) => {
    const user = await fundedUser();
    const { request } = await prepare(ctx, user);
    const before = await footprintOf(ctx.app.db, user.individualId);
    const key = randomUUID();
    const first = await send(user, request, key);
    expect(first.statusCode, first.body).toBe(status);
    const after = await footprintOf(ctx.app.db, user.individualId);
    expect(after).not.toEqual(before);

    const again = await send(user, request, key);
    expect(again.statusCode).toBe(status);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await footprintOf(ctx.app.db, user.individualId)).toEqual(after);
  });

  it.each(Object.entries(cases))('should refuse the key of %s with another request and change nothing', async (_name, { prepare, status }) => {
    const user = await fundedUser();
    const { request, other } = await prepare(ctx, user);
    const key = randomUUID();
    expect((await send(user, request, key)).statusCode).toBe(status);
    const after = await footprintOf(ctx.app.db, user.individualId);
    const refused = await send(user, other, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^This Idempotency-Key was already used (with a different request body|for POST \/api\/api\/)/);
    expect(await footprintOf(ctx.app.db, user.individualId)).toEqual(after);
  });

  it.each(Object.entries(cases))('should act once for %s double-clicked with one key', async (_name, { prepare, status }) => {
    // What one request makes, seen on a user who sends it once, against a user who double-clicks.
    const changeOf = async (act: (user: User, request: InjectOptions) => Promise<unknown>) => {
      const user = await fundedUser();
      const { request } = await prepare(ctx, user);
      const before = await footprintOf(ctx.app.db, user.individualId);
      await act(user, request);
      const after = await footprintOf(ctx.app.db, user.individualId);
      return Object.fromEntries(Object.entries(after).map(([name, n]) => [name, n - before[name]!]));
    };
    const once = await changeOf((user, request) => send(user, request, randomUUID()));
    const doubled = await changeOf(async (user, request) => {
      const key = randomUUID();
      const [a, b] = await Promise.all([send(user, request, key), send(user, request, key)]);
      expect([a.statusCode, b.statusCode]).toEqual([status, status]);
      expect(b.json()).toEqual(a.json());
    });
    expect(doubled).toEqual(once);
  });
});
