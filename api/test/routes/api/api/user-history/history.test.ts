import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CheckoutRecordPage, TopUpWithdrawalRecordPage } from '@commons/shared/schemas';
import { encodeCursor } from '../../../../../src/lib/paging';
import { payCheckouts } from '../../../../../src/domains/wallet/checkouts';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { payoutReadyUser, creditWallet, ledgerOf } from '../../../../helpers/wallet';

const topUpsUrl = '/api/api/user-history/topup-withdrawal-records';
const checkoutsUrl = '/api/api/user-history/user-checkout-records';

describe('GET /api/api/user-history/*', () => {
  const ctx = useTestApp();
  const get = <T>(token: string, url: string) =>
    ctx.app.inject({ url, headers: bearer(token) }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));
  const page = async (token: string, query: string) =>
    (await get<TopUpWithdrawalRecordPage>(token, `${topUpsUrl}?${query}`)).body;
  const amounts = (body: TopUpWithdrawalRecordPage) => body.records.map((r) => r.amount);
  const range = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from > to ? from - i : from + i));

  it('should page 25 top-ups 10 at a time, newest first, each exactly once, while more arrive', async () => {
    const user = await payoutReadyUser(ctx.app);
    for (const usd of range(1, 25)) await creditWallet(ctx.app, user.individualId, usd);
    const historyId = user.userHistoryId;

    const first = await page(user.token, `historyId=${historyId}&limit=10&cursor=`);
    expect(amounts(first)).toEqual(range(25, 16));
    expect(first.prevCursor).toBeNull();
    // Top-ups made while the user pages are newer than every page already seen.
    for (const usd of [101, 102, 103]) await creditWallet(ctx.app, user.individualId, usd);
    const second = await page(user.token, `historyId=${historyId}&cursor=${first.nextCursor}`);
    expect(amounts(second)).toEqual(range(15, 6));
    const third = await page(user.token, `historyId=${historyId}&cursor=${second.nextCursor}`);
    expect(amounts(third)).toEqual(range(5, 1));
    expect(third.nextCursor).toBeNull();

    expect((await page(user.token, `cursor=${third.prevCursor}`)).records).toEqual(second.records);
    const backToFirst = await page(user.token, `cursor=${second.prevCursor}`);
    expect(amounts(backToFirst)).toEqual(range(25, 16));
    expect(backToFirst.prevCursor).not.toBeNull();
    expect(amounts(await page(user.token, `cursor=${backToFirst.prevCursor}`))).toEqual([103, 102, 101]);
    expect(amounts(await page(user.token, ''))).toEqual([103, 102, 101, ...range(25, 19)]);

    expect(third.records.at(-1)).toEqual({
      recordId: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      type: 'TOPUP',
      beginningBalance: 0,
      amount: 1,
      endingBalance: 1,
    });
  });

  it('should list completed withdrawals with the top-ups, but not pending or rejected ones', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 100);
    const raise = async (usd: number) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/api/wallet/individual/raise-withdrawal-request',
        headers: bearer(user.token),
        payload: { requestedWithdrawalAmount: usd },
      });
      return response.json().requestId as string;
    };
    const approved = await raise(30);
    const rejected = await raise(20);
    await raise(5);
    await ctx.app.withdrawalOperations.decide(approved, 'approve', 'test operator');
    await ctx.app.withdrawalOperations.decide(rejected, 'reject', 'test operator');

    const { records } = await page(user.token, '');
    expect(records.map(({ date: _date, ...record }) => record)).toEqual([
      { recordId: approved, type: 'WITHDRAWAL', beginningBalance: 100, amount: 30, endingBalance: 70 },
      { recordId: expect.any(String), type: 'TOPUP', beginningBalance: 0, amount: 100, endingBalance: 100 },
    ]);
  });

  it('should page checkout records with their fee, and refuse a checkout the balance cannot cover', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 200);
    /** The balance after the payment, or undefined when the balance could not cover it (nothing written). */
    const checkout = async (amountCents: number, feeCents: number) => {
      const checkoutId = randomUUID();
      const paid = await ctx.app.db.transaction((tx) =>
        payCheckouts(tx, [{ walletId: user.individualId, checkoutId, checkoutType: 'CC', quantity: 2, amountCents, feeCents }]),
      );
      return paid.get(checkoutId);
    };
    for (let i = 0; i < 12; i++) await checkout(1000, 50);
    expect(await checkout(7400, 1)).toBeUndefined();
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 7400, sumCents: 7400 });

    const first = await get<CheckoutRecordPage>(user.token, checkoutsUrl);
    expect(first.status).toBe(200);
    expect(first.body.records).toHaveLength(10);
    expect(first.body.records[0]).toEqual({
      recordId: expect.any(String),
      checkOutDate: expect.any(String),
      checkOutType: 'CC',
      quantity: 2,
      beginningBalance: 84.5,
      amount: 10,
      fee: 0.5,
      endingBalance: 74,
      checkoutId: expect.any(String),
      // Paid without a retirement (as no real checkout is): still listed, naming nothing it retired.
      retirementKind: null,
      year: null,
      projectName: null,
      sample: null,
      registryRetirementUrl: null,
    });
    const second = await get<CheckoutRecordPage>(user.token, `${checkoutsUrl}?cursor=${first.body.nextCursor}`);
    expect(second.body.records.map((r) => r.beginningBalance)).toEqual([189.5, 200]);
    expect(second.body.nextCursor).toBeNull();
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger).toMatchObject({ balanceCents: 7400, sumCents: 7400, chained: true });
  });

  it.each([
    ['limit=0', 'limit: must be greater than 0'],
    ['limit=51', 'limit: must be at most 50'],
    ['limit=ten', 'limit: must be an integer'],
    ['cursor=not-a-cursor', 'cursor: invalid cursor'],
    [`cursor=${Buffer.from('{"id":1}').toString('base64url')}`, 'cursor: invalid cursor'],
    ['historyId=42', 'historyId: must be a UUID'],
  ])('should refuse %s with 400 and a message', async (query, message) => {
    const user = await payoutReadyUser(ctx.app);
    for (const url of [topUpsUrl, checkoutsUrl]) {
      expect(await get(user.token, `${url}?${query}`)).toEqual({ status: 400, body: { message } });
    }
    const pending = await get(user.token, `/api/api/wallet/individual/withdrawal-requests/pending?${query}`);
    expect(pending.status).toBe(query.startsWith('historyId') ? 200 : 400);
  });

  it("should refuse another account's historyId with 403", async () => {
    const user = await payoutReadyUser(ctx.app);
    const other = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, other.individualId, 5);
    for (const url of [topUpsUrl, checkoutsUrl]) {
      const response = await get(user.token, `${url}?historyId=${other.userHistoryId}`);
      expect(response).toEqual({ status: 403, body: { message: "You can only read your own account's history" } });
    }
    expect(await page(user.token, `cursor=${encodeCursor({ direction: 'older', key: 1_000_000 })}`)).toEqual({
      records: [],
      nextCursor: null,
      prevCursor: null,
    });
  });
});
