import { describe, expect, it } from 'vitest';
import { bearer } from '../../../../helpers/accounts';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { payoutReadyUser, creditWallet, ledgerOf, raiseWithdrawal } from '../../../../helpers/wallet';

const cancelUrl = (id: string) => `/api/api/wallet/individual/withdrawal-requests/${id}/cancel`;

describe('POST /wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel', () => {
  const ctx = useTestApp();
  const cancel = (token: string, id: string) => ctx.app.inject({ method: 'POST', url: cancelUrl(id), headers: bearer(token) });
  const get = (token: string, url: string) => ctx.app.inject({ url: `/api/api${url}`, headers: bearer(token) });
  const balance = async (token: string) => (await get(token, '/wallet/individual/my-wallet')).json().amount;
  const funded = async (usd: number) => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, usd);
    return user;
  };

  it('should return the held amount, record it in the ledger, and move the request to the Rejected list as CANCELLED', async () => {
    const user = await funded(100);
    const kept = await raiseWithdrawal(ctx.app, user.token, 10);
    const id = await raiseWithdrawal(ctx.app, user.token, 30);
    expect(await balance(user.token)).toBe(60);

    const response = await cancel(user.token, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ requestId: id, amount: 30, status: 'CANCELLED' });
    expect(await balance(user.token)).toBe(90);
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger).toMatchObject({ balanceCents: 9000, sumCents: 9000, chained: true });
    expect(ledger.entries.map((e) => [e.kind, e.amountCents])).toEqual([
      ['TOPUP', 10_000],
      ['WITHDRAWAL', -1000],
      ['WITHDRAWAL', -3000],
      ['WITHDRAWAL_REVERSAL', 3000],
    ]);
    const pending = (await get(user.token, '/wallet/individual/withdrawal-requests/pending')).json();
    expect(pending.requests.map((r: { requestId: string }) => r.requestId)).toEqual([kept]);
    const rejected = (await get(user.token, '/wallet/individual/withdrawal-requests/rejected')).json();
    expect(rejected.requests).toEqual([expect.objectContaining({ requestId: id, status: 'CANCELLED' })]);
  });

  it.each([
    ['cancelled', null, 'This withdrawal request was already cancelled and its amount returned to the wallet'],
    ['rejected', 'reject', 'This withdrawal request was already rejected and its amount returned to the wallet'],
    ['approved', 'approve', 'This withdrawal request was already approved, so it can no longer be cancelled'],
  ] as const)('should refuse a request already %s with 409 and move no money', async (_case, action, message) => {
    const user = await funded(100);
    const id = await raiseWithdrawal(ctx.app, user.token, 30);
    if (action) await ctx.app.withdrawalOperations.decide(id, action, 'test operator');
    else expect((await cancel(user.token, id)).statusCode).toBe(200);
    const before = await ledgerOf(ctx.app.db, user.individualId);

    const response = await cancel(user.token, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message });
    expect((await ledgerOf(ctx.app.db, user.individualId)).entries).toEqual(before.entries);
  });

  it("should answer 404 for another account's request and leave it pending", async () => {
    const owner = await funded(100);
    const stranger = await payoutReadyUser(ctx.app);
    const id = await raiseWithdrawal(ctx.app, owner.token, 30);
    const response = await cancel(stranger.token, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such withdrawal request in this wallet' });
    expect(await balance(owner.token)).toBe(70);
  });

  it('should refuse an id that is not one with 400', async () => {
    const user = await funded(10);
    const response = await cancel(user.token, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('withdrawalRequestId: withdrawalRequestId must be a withdrawal request id');
  });

  it("should let a sub-user with WALLET cancel its owner's request", async () => {
    const owner = await funded(100);
    const id = await raiseWithdrawal(ctx.app, owner.token, 30);
    const subUser = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'] });
    expect((await cancel(subUser.token, id)).statusCode).toBe(200);
    expect(await balance(owner.token)).toBe(100);
  });

  it.each(['approve', 'reject'] as const)(
    'should end a cancel racing the operator to %s in exactly one outcome',
    async (action) => {
      const user = await funded(1000);
      for (let round = 0; round < 6; round += 1) {
        const id = await raiseWithdrawal(ctx.app, user.token, 10);
        const [cancelled, decided] = await Promise.allSettled([
          cancel(user.token, id),
          ctx.app.withdrawalOperations.decide(id, action, 'test operator'),
        ]);
        const cancelWon = cancelled.status === 'fulfilled' && cancelled.value.statusCode === 200;
        const decideWon = decided.status === 'fulfilled';
        expect(cancelWon !== decideWon, `round ${round}: exactly one wins`).toBe(true);
        if (!cancelWon && cancelled.status === 'fulfilled') expect(cancelled.value.statusCode).toBe(409);
      }
      const ledger = await ledgerOf(ctx.app.db, user.individualId);
      expect(ledger.chained).toBe(true);
      expect(ledger.sumCents).toBe(ledger.balanceCents);
      const reversals = ledger.entries.filter((e) => e.kind === 'WITHDRAWAL_REVERSAL').length;
      const withdrawals = ledger.entries.filter((e) => e.kind === 'WITHDRAWAL').length;
      expect(withdrawals).toBe(6);
      // Every hold returned at most once: the balance is the top-up less the holds that stayed.
      expect(ledger.balanceCents).toBe(100_000 - (withdrawals - reversals) * 1000);
    },
  );
});
