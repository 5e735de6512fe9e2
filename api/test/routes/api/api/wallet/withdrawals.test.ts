import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawalRequests } from '../../../../../src/db/schema';
import { bearer } from '../../../../helpers/accounts';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { payoutReadyUser, creditWallet, ledgerOf } from '../../../../helpers/wallet';

const raiseUrl = '/api/api/wallet/individual/raise-withdrawal-request';

describe('withdrawals', () => {
  const ctx = useTestApp();
  const raise = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: raiseUrl, headers: bearer(token), payload });
  const get = (token: string, url: string) => ctx.app.inject({ url: `/api/api${url}`, headers: bearer(token) });
  const balance = async (token: string) => (await get(token, '/wallet/individual/my-wallet')).json().amount;

  it('should accept exactly 3 of 50 simultaneous withdrawals of 30 against 100 and keep the ledger consistent', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 100);

    const replies = await Promise.all(
      Array.from({ length: 50 }, () => raise(user.token, { requestedWithdrawalAmount: 30 })),
    );
    const accepted = replies.filter((r) => r.statusCode === 201);
    const refused = replies.filter((r) => r.statusCode === 409);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(refused[0]!.json().message).toMatch(/^Insufficient balance: the available balance is \$10\.00$/);
    expect(accepted[0]!.json()).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      requestedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      amount: 30,
      status: 'PENDING',
      paidTo: 'IBAN ending 4300 (Ada Lovelace)',
    });

    expect(await balance(user.token)).toBe(10);
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger).toMatchObject({ balanceCents: 1000, sumCents: 1000, chained: true });
    expect(ledger.entries.map((e) => e.kind)).toEqual(['TOPUP', 'WITHDRAWAL', 'WITHDRAWAL', 'WITHDRAWAL']);
    const pending = (await get(user.token, '/wallet/individual/withdrawal-requests/pending')).json();
    expect(pending.requests).toHaveLength(3);
  });

  it.each([
    ['0', 0, 'requestedWithdrawalAmount: must be greater than 0'],
    ['-1', -1, 'requestedWithdrawalAmount: must be greater than 0'],
    ['1.005', 1.005, 'requestedWithdrawalAmount: must be in whole cents'],
    ['"10"', '10', 'requestedWithdrawalAmount: must be a number'],
    ['10^12', 1e12, 'requestedWithdrawalAmount: must be at most 1000000'],
    ['missing', undefined, 'requestedWithdrawalAmount: required'],
  ])('should refuse an amount of %s with 400 and change nothing', async (_case, amount, message) => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 20);
    const response = await raise(user.token, { requestedWithdrawalAmount: amount });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await balance(user.token)).toBe(20);
    const rows = await ctx.app.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.walletId, user.individualId));
    expect(rows).toEqual([]);
  });

  it('should let a wallet of $0.20 withdraw it all, so the account can then be deleted once paid out', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 0.2);
    const deletion = () =>
      ctx.app.inject({ method: 'POST', url: '/api/api/user/individual/account-deletion', headers: bearer(user.token) });
    expect((await deletion()).json()).toEqual({ message: 'Your wallet still holds $0.20; withdraw it first' });
    const raised = await raise(user.token, { requestedWithdrawalAmount: 0.2 });
    expect(raised.statusCode).toBe(201);
    expect(raised.json()).toMatchObject({ amount: 0.2, status: 'PENDING' });
    expect(await balance(user.token)).toBe(0);
    await ctx.app.withdrawalOperations.decide(raised.json().requestId, 'approve', 'test operator');
    expect((await deletion()).statusCode).toBe(202);
  });

  it('should take the whole balance, cents included, and a part of at least $1.00 in cents', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 12.34);
    expect((await raise(user.token, { requestedWithdrawalAmount: 1.5 })).statusCode).toBe(201);
    expect((await raise(user.token, { requestedWithdrawalAmount: 10.84 })).json()).toMatchObject({ amount: 10.84 });
    expect(await balance(user.token)).toBe(0);
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 0, sumCents: 0, chained: true });
  });

  it('should refuse a part under $1.00 that is not the whole balance with 409 and change nothing', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 10.2);
    const refused = await raise(user.token, { requestedWithdrawalAmount: 0.2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'A withdrawal is at least $1.00, or the whole available balance of $10.20' });
    expect(await balance(user.token)).toBe(10.2);
    const rows = await ctx.app.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.walletId, user.individualId));
    expect(rows).toEqual([]);
  });

  it('should move a rejected request from Pending to Rejected and restore the balance', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 60);
    const first = (await raise(user.token, { requestedWithdrawalAmount: 20 })).json();
    const second = (await raise(user.token, { requestedWithdrawalAmount: 15 })).json();
    expect(await balance(user.token)).toBe(25);

    await ctx.app.withdrawalOperations.decide(first.requestId, 'reject', 'test operator');

    const pending = (await get(user.token, '/wallet/individual/withdrawal-requests/pending')).json();
    expect(pending).toEqual({ requests: [second], nextCursor: null, prevCursor: null });
    const rejected = (await get(user.token, '/wallet/individual/withdrawal-requests/rejected?limit=10&cursor=')).json();
    expect(rejected.requests).toEqual([{ ...first, status: 'REJECTED' }]);
    expect(await balance(user.token)).toBe(45);
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 4500, sumCents: 4500, chained: true });
  });

  it("should let a sub-user with WALLET act on its owner's wallet", async () => {
    const owner = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 50);
    const { token, subUser } = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'] });

    expect(await balance(token)).toBe(50);
    expect((await raise(token, { requestedWithdrawalAmount: 20 })).statusCode).toBe(201);
    expect(await balance(owner.token)).toBe(30);
    for (const historyId of [subUser.userHistoryId, owner.userHistoryId]) {
      const records = await get(token, `/user-history/topup-withdrawal-records?historyId=${historyId}`);
      expect(records.statusCode).toBe(200);
      expect(records.json().records).toHaveLength(1);
    }
  });

  it.each([
    ['a policy without WALLET', { menus: ['ASSETS' as const] }],
    ['an inactive policy with WALLET', { menus: ['WALLET' as const], active: false }],
    ['no policy', { menus: null }],
  ])('should refuse every wallet route to a sub-user with %s', async (_case, options) => {
    const owner = await payoutReadyUser(ctx.app);
    const { token } = await signInSubUser(ctx.app, owner.individualId, options);
    for (const url of ['/wallet/individual/my-wallet', '/user-history/user-checkout-records']) {
      const response = await get(token, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: `You are not authorized to access /api/api${url}` });
    }
    const raised = await raise(token, { requestedWithdrawalAmount: 1 });
    expect(raised.statusCode).toBe(403);
  });
});
