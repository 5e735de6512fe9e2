import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, withdrawalRequests } from '../../../../../src/db/schema';
import { bearer } from '../../../../helpers/accounts';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { maxLiveKeysPerAccount } from '../../../../../src/lib/idempotency/store';
import { payoutReadyUser, creditWallet, ledgerOf } from '../../../../helpers/wallet';

const raiseUrl = '/api/api/wallet/individual/raise-withdrawal-request';
const hour = 3_600_000;

describe('Idempotency-Key (on raise-withdrawal-request)', () => {
  // The clock the keys are claimed and expire by; a test moves it.
  let now = Date.now();
  const ctx = useTestApp({}, { clock: () => new Date(now) });
  const raise = (token: string, usd: number, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: raiseUrl,
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { requestedWithdrawalAmount: usd },
    });
  const requestsOf = (walletId: string) =>
    ctx.app.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.walletId, walletId));
  const funded = async (usd = 100) => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, usd);
    return user;
  };

  it('should replay the first answer to the same key and body and hold the amount once', async () => {
    const user = await funded();
    const key = randomUUID();
    const first = await raise(user.token, 30, key);
    const again = await raise(user.token, 30, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestsOf(user.individualId)).toHaveLength(1);
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['TOPUP', 'WITHDRAWAL']);
    expect(ledger).toMatchObject({ balanceCents: 7000, sumCents: 7000, chained: true });
  });

  it('should act once when the same key is sent many times at the same moment', async () => {
    const user = await funded();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 8 }, () => raise(user.token, 30, key)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(replies.map((r) => r.json().requestId)).size).toBe(1);
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await requestsOf(user.individualId)).toHaveLength(1);
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(7000);
  });

  it('should refuse the key with another body with 422 and change nothing', async () => {
    const user = await funded();
    const key = randomUUID();
    expect((await raise(user.token, 30, key)).statusCode).toBe(201);
    const other = await raise(user.token, 31, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used with a different request body; send a new key for a new request',
    });
    expect(await requestsOf(user.individualId)).toHaveLength(1);
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(7000);
  });

  it('should refuse the key on another route with 422 naming the first', async () => {
    const user = await funded();
    const key = randomUUID();
    expect((await raise(user.token, 30, key)).statusCode).toBe(201);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/wallet/session-url',
      headers: { ...bearer(user.token), 'idempotency-key': key },
      payload: { amount: 30, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      `This Idempotency-Key was already used for POST ${raiseUrl}; send a new key for a new request`,
    );
  });

  it.each([
    ['empty', '', 'Idempotency-Key must not be empty'],
    ['blank', '   ', 'Idempotency-Key must not be blank'],
    ['too long', 'k'.repeat(256), 'Idempotency-Key must be at most 255 characters'],
    ['not printable', 'key\u00e9', 'Idempotency-Key must be printable ASCII characters only'],
  ])('should refuse a key that is %s with 400 and change nothing', async (_case, key, message) => {
    const user = await funded();
    const response = await raise(user.token, 30, key);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await requestsOf(user.individualId)).toEqual([]);
  });

  it('should accept a key of 255 characters', async () => {
    const user = await funded();
    expect((await raise(user.token, 30, 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('should act every time without a key, as before', async () => {
    const user = await funded();
    await raise(user.token, 10);
    await raise(user.token, 10);
    expect(await requestsOf(user.individualId)).toHaveLength(2);
  });

  it("should keep keys per account: another account's same key acts on its own", async () => {
    const [alice, bob] = [await funded(), await funded()];
    const key = randomUUID();
    const a = await raise(alice.token, 30, key);
    const b = await raise(bob.token, 40, key);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().amount).toBe(40);
    expect(await requestsOf(alice.individualId)).toHaveLength(1);
    expect(await requestsOf(bob.individualId)).toHaveLength(1);
  });

  it("should share the owner's keys with its sub-users, who act on the owner's wallet", async () => {
    const owner = await funded();
    const subUser = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'] });
    const key = randomUUID();
    const first = await raise(owner.token, 30, key);
    const again = await raise(subUser.token, 30, key);
    expect(again.json()).toEqual(first.json());
    expect(await requestsOf(owner.individualId)).toHaveLength(1);
  });

  it('should not keep a refusal: after a 409 the same key runs again once the wallet can pay', async () => {
    const user = await funded(10);
    const key = randomUUID();
    const refused = await raise(user.token, 30, key);
    expect(refused.statusCode).toBe(409);
    await creditWallet(ctx.app, user.individualId, 50);
    const accepted = await raise(user.token, 30, key);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestsOf(user.individualId)).toHaveLength(1);
  });

  it('should not keep a failure: after a 500 the same key runs again', async () => {
    const user = await funded();
    const key = randomUUID();
    const broken = vi.spyOn(ctx.app.wallet, 'raiseWithdrawal').mockRejectedValueOnce(new Error('database went away'));
    try {
      const failed = await raise(user.token, 30, key);
      expect(failed.statusCode).toBe(500);
      const retried = await raise(user.token, 30, key);
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(await requestsOf(user.individualId)).toHaveLength(1);
    } finally {
      broken.mockRestore();
    }
  });

  it('should run a key again after 24 hours, and purge the expired key', async () => {
    const user = await funded();
    const key = randomUUID();
    const stored = () =>
      ctx.app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, user.individualId), eq(idempotencyKeys.key, key)));
    const start = now;
    try {
      await raise(user.token, 30, key);
      now = start + 23 * hour;
      expect((await raise(user.token, 30, key)).headers['idempotent-replayed']).toBe('true');
      now = start + 24 * hour + 1;
      expect(await ctx.app.idempotencyKeys.purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await stored()).toEqual([]);
      const later = await raise(user.token, 30, key);
      expect(later.statusCode).toBe(201);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(await requestsOf(user.individualId)).toHaveLength(2);
      expect((await stored())[0]?.expiresAt.getTime()).toBe(now + 24 * hour);
    } finally {
      now = start;
    }
  });

  it('should refuse, not run again, a key whose first request died before answering', async () => {
    const user = await funded();
    const key = randomUUID();
    // What a server that crashed mid-request leaves: a claim without an answer.
    await ctx.app.db.insert(idempotencyKeys).values({
      ownerId: user.individualId,
      key,
      route: `POST ${raiseUrl}`,
      fingerprint: 'of the died request',
      claimedAt: new Date(now - 10 * 60_000),
      expiresAt: new Date(now + 23 * hour),
    });
    const fingerprintless = await raise(user.token, 30, key);
    expect(fingerprintless.statusCode).toBe(422);
    await ctx.app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    // The same request as the one that died.
    expect((await raise(user.token, 30, key)).statusCode).toBe(201);
    await ctx.app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, contentType: null, claimedAt: new Date(now - 10 * 60_000) })
      .where(eq(idempotencyKeys.key, key));
    const repeat = await raise(user.token, 30, key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toMatch(/^A request with this Idempotency-Key was interrupted before it answered/);
    expect(await requestsOf(user.individualId)).toHaveLength(1);
  });

  it('should refuse a new key with 429 once the account holds its cap of live keys, and change nothing', async () => {
    const user = await funded();
    const start = now;
    const held = Array.from({ length: maxLiveKeysPerAccount }, (_, i) => ({
      ownerId: user.individualId,
      key: `held-${i}`,
      route: `POST ${raiseUrl}`,
      fingerprint: 'an earlier request',
      statusCode: 201,
      responseBody: '{}',
      claimedAt: new Date(now - (i + 1) * 60_000),
      expiresAt: new Date(now + 24 * hour - (i + 1) * 60_000),
    }));
    await ctx.app.db.insert(idempotencyKeys).values(held);
    try {
      const refused = await raise(user.token, 30, randomUUID());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: `This account holds ${maxLiveKeysPerAccount} Idempotency-Keys from the last 24 hours, the most it may; try again later`,
      });
      // The oldest held key expires 24 hours after it was claimed, a thousand minutes ago.
      expect(Number(refused.headers['retry-after'])).toBe(24 * 3600 - maxLiveKeysPerAccount * 60);
      expect(await requestsOf(user.individualId)).toEqual([]);
      // A key already held is judged as before (here reused with another body), not counted again.
      expect((await raise(user.token, 30, 'held-0')).statusCode).toBe(422);
      // The oldest key's expiry frees a place.
      now = start + 24 * hour - maxLiveKeysPerAccount * 60_000 + 1;
      expect((await raise(user.token, 30, randomUUID())).statusCode).toBe(201);
    } finally {
      now = start;
    }
  });
});
