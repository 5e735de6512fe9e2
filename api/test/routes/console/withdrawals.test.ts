import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import type { QueuedWithdrawal, WithdrawalQueuePage } from '@commons/shared/schemas';
import { individuals, staffMembers, withdrawalRequests } from '../../../src/db/schema';
import { bearer } from '../../helpers/accounts';
import { operatorToken, useTestApp } from '../../helpers/build';
import { consoleCall, signedInStaff } from '../../helpers/staff';
import { codeAt } from '../../helpers/two-factor';
import { outboxTo } from '../../helpers/outbox';
import { adaIban, approvedUser, creditWallet, givePayoutAccount, raiseWithdrawal } from '../../helpers/wallet';

type Operator = Awaited<ReturnType<typeof signedInStaff>>;

const balanceOf = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/api/wallet/individual/my-wallet', headers: bearer(token) })).json<{ amount: number }>().amount;

describe('the console withdrawal queue: GET /withdrawals, POST /withdrawals/:id/approve and /reject', () => {
  const ctx = useTestApp();
  let operator: Operator;
  let owner: Awaited<ReturnType<typeof approvedUser>> & { email: string };

  const queue = (query = '') => consoleCall(ctx.app, 'GET', `/withdrawals${query}`, { cookie: operator.cookie });
  const decide = (action: 'approve' | 'reject', requestId: string, payload: object, as: Operator = operator, code?: string) =>
    consoleCall(ctx.app, 'POST', `/withdrawals/${requestId}/${action}`, {
      cookie: as.cookie,
      payload,
      ...(code ? { headers: { 'console-code': code } } : {}),
    });
  const stored = async (requestId: string) => (await ctx.app.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, requestId)))[0]!;
  const eventsOf = (requestId: string) => ctx.app.db.select().from(auditEvents).where(eq(auditEvents.target, requestId));
  const staffIdOf = async (email: string) => (await ctx.app.db.select().from(staffMembers).where(eq(staffMembers.email, email)))[0]!.id;

  beforeAll(async () => {
    operator = await signedInStaff(ctx.app, 'operator');
    const user = await approvedUser(ctx.app);
    const [row] = await ctx.app.db.select({ email: individuals.email }).from(individuals).where(eq(individuals.id, user.individualId));
    owner = { ...user, email: row!.email };
    await givePayoutAccount(ctx.app, owner.individualId);
    await creditWallet(ctx.app, owner.individualId, 500);
  }, 120_000);

  it('should page PENDING requests oldest first by default, and filter and sort on the server', async () => {
    const ids = [await raiseWithdrawal(ctx.app, owner.token, 10), await raiseWithdrawal(ctx.app, owner.token, 20), await raiseWithdrawal(ctx.app, owner.token, 30)];
    await ctx.app.inject({ method: 'POST', url: '/api/operator/withdrawals/reject', headers: bearer(operatorToken), payload: { requestId: ids[1], by: 'ops' } });

    const first = await queue('?limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json<WithdrawalQueuePage>()).toEqual({
      withdrawals: [
        { requestId: ids[0], email: owner.email, amount: 10, status: 'PENDING', requestedAt: expect.any(String), decidedAt: null, decidedBy: null, rejectionReason: null, paidTo: 'IBAN ending 4300 (Ada Lovelace)' },
      ],
      page: 1,
      limit: 1,
      total: 2,
    });
    const second = (await queue('?limit=1&page=2')).json<WithdrawalQueuePage>();
    expect(second.withdrawals.map((w) => w.requestId)).toEqual([ids[2]]);
    expect((await queue('?limit=1&page=3')).json<WithdrawalQueuePage>()).toMatchObject({ withdrawals: [], total: 2 });

    const all = (await queue('?status=ALL&sort=requested&order=desc')).json<WithdrawalQueuePage>();
    expect(all.withdrawals.map((w) => [w.amount, w.status])).toEqual([[30, 'PENDING'], [20, 'REJECTED'], [10, 'PENDING']]);
    const rejected = (await queue('?status=REJECTED')).json<WithdrawalQueuePage>();
    expect(rejected.withdrawals).toEqual([expect.objectContaining({ requestId: ids[1], decidedBy: 'ops', decidedAt: expect.any(String) })]);
  });

  describe('the queue, paged, sorted and filtered by the server', () => {
    const rowsOf = async (query: string) => {
      const reply = await queue(`?${query}`);
      expect(reply.statusCode, query).toBe(200);
      return reply.json<WithdrawalQueuePage>();
    };
    const ids = async (query: string) => (await rowsOf(query)).withdrawals.map((w) => w.requestId);

    it('should sort by every column it offers, each way, ties kept in one order', async () => {
      // A second account, so the emails differ; amounts and statuses differ already.
      const other = await approvedUser(ctx.app);
      await givePayoutAccount(ctx.app, other.individualId);
      await creditWallet(ctx.app, other.individualId, 100);
      await raiseWithdrawal(ctx.app, other.token, 5);
      const all = (await rowsOf('status=ALL&limit=50')).withdrawals;
      const keyOf = {
        requested: (w: QueuedWithdrawal) => all.indexOf(w),
        email: (w: QueuedWithdrawal) => w.email,
        amount: (w: QueuedWithdrawal) => w.amount,
        status: (w: QueuedWithdrawal) => w.status,
      };
      for (const [sort, key] of Object.entries(keyOf)) {
        const ascending = await ids(`status=ALL&sort=${sort}&order=asc&limit=50`);
        const keys = ascending.map((id) => key(all.find((w) => w.requestId === id)!));
        expect(new Set(keys).size, sort).toBeGreaterThan(1);
        expect(keys, sort).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        expect(await ids(`status=ALL&sort=${sort}&order=desc&limit=50`), sort).toEqual([...ascending].reverse());
      }
      const decided = await ids('status=ALL&sort=decided&order=asc&limit=50');
      expect(await ids('status=ALL&sort=decided&order=desc&limit=50')).toEqual([...decided].reverse());
    });

    it('should search by a part of the email, in any case, counting only the matches', async () => {
      const all = await rowsOf('status=ALL&limit=50');
      const part = owner.email.slice(0, owner.email.indexOf('@')).toUpperCase();
      const found = await rowsOf(`status=ALL&limit=50&q=${encodeURIComponent(` ${part} `)}`);
      expect(found.total).toBe(all.withdrawals.filter((w) => w.email === owner.email).length);
      expect(found.total).toBeLessThan(all.total);
      expect(found.withdrawals.every((w) => w.email === owner.email)).toBe(true);
      expect(await rowsOf(`status=REJECTED&q=${encodeURIComponent(part)}`)).toMatchObject({ total: 1 });
      // LIKE's wildcards are taken as themselves.
      expect(await rowsOf('status=ALL&q=%25')).toMatchObject({ total: 0, withdrawals: [] });
    });

    it('should refuse a sort, order, page or filter it does not know with a clear message', async () => {
      for (const [query, message] of [
        ['sort=oldest', 'sort: must be one of requested, email, amount, status, decided'],
        ['order=up', 'order: must be one of asc, desc'],
        ['page=0', 'page: page must be at least 1'],
        ['limit=51', 'limit: limit must be at most 50'],
        ['status=DONE', 'status: must be one of PENDING, COMPLETED, REJECTED, CANCELLED, ALL'],
        [`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters'],
      ] as const) {
        const refused = await queue(`?${query}`);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json(), query).toEqual({ message });
      }
    });
  });

  it('should ask for the current code to approve, and change nothing without it', async () => {
    const requestId = await raiseWithdrawal(ctx.app, owner.token, 15);
    for (const code of [undefined, '000000']) {
      const refused = await decide('approve', requestId, { reason: 'Checked the account' }, operator, code);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Enter the current code from your app to confirm' });
    }
    expect((await stored(requestId)).status).toBe('PENDING');
    expect(await eventsOf(requestId)).toEqual([]);
  });

  it('should approve with the code and a reason, audited with the staff member as actor; a second approve is 409 and changes nothing', async () => {
    const requestId = await raiseWithdrawal(ctx.app, owner.token, 25);
    const approved = await decide('approve', requestId, { reason: '  Checked the account  ' }, operator, await codeAt(operator.secret, 1));
    expect(approved.statusCode).toBe(200);
    expect(approved.json<QueuedWithdrawal>()).toMatchObject({ requestId, email: owner.email, amount: 25, status: 'COMPLETED', decidedBy: 'Sam Staff', rejectionReason: null });

    const events = await eventsOf(requestId);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'withdrawals.approve',
        actorKind: 'staff',
        actorId: await staffIdOf(operator.email),
        actorName: 'Sam Staff',
        target: requestId,
        reason: 'Checked the account',
        before: { email: owner.email, amount: 25, status: 'PENDING' },
        after: { email: owner.email, amount: 25, status: 'COMPLETED' },
      }),
    ]);

    const before = await stored(requestId);
    const balance = await balanceOf(ctx.app, owner.token);
    const another = await signedInStaff(ctx.app, 'operator');
    const again = await decide('approve', requestId, { reason: 'Once more' }, another, await codeAt(another.secret, 1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Withdrawal request ${requestId} is COMPLETED; only PENDING requests can be approved` });
    expect(await stored(requestId)).toEqual(before);
    expect(await eventsOf(requestId)).toHaveLength(1);
    expect(await balanceOf(ctx.app, owner.token)).toBe(balance);
  }, 60_000);

  it('should refuse a rejection without a reason, and reject with one: the amount returns, the event names the staff member', async () => {
    const requestId = await raiseWithdrawal(ctx.app, owner.token, 40);
    const balance = await balanceOf(ctx.app, owner.token);
    for (const payload of [{}, { reason: '' }, { reason: ' \u200b ' }]) {
      const refused = await decide('reject', requestId, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Reason is required' });
    }
    expect((await decide('reject', requestId, { reason: 'x'.repeat(501) })).json()).toEqual({ message: 'reason: must be at most 500 characters' });
    expect((await stored(requestId)).status).toBe('PENDING');

    const rejected = await decide('reject', requestId, { reason: 'The bank details do not match' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<QueuedWithdrawal>()).toMatchObject({ status: 'REJECTED', rejectionReason: 'The bank details do not match', decidedBy: 'Sam Staff' });
    expect(await balanceOf(ctx.app, owner.token)).toBe(balance + 40);
    const [event] = await ctx.app.db.select().from(auditEvents).where(and(eq(auditEvents.target, requestId), eq(auditEvents.kind, 'withdrawals.reject')));
    expect(event).toMatchObject({ actorKind: 'staff', actorName: 'Sam Staff', reason: 'The bank details do not match', after: { email: owner.email, amount: 40, status: 'REJECTED' } });
  });

  it("should show a PENDING request's account in full to an operator, writing one audit event per reading", async () => {
    const requestId = await raiseWithdrawal(ctx.app, owner.token, 12);
    const shown = await consoleCall(ctx.app, 'POST', `/withdrawals/${requestId}/account`, { cookie: operator.cookie, payload: {} });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ requestId, account: adaIban });
    expect(await eventsOf(requestId)).toEqual([
      expect.objectContaining({ kind: 'withdrawals.view-account', actorKind: 'staff', actorId: await staffIdOf(operator.email), target: requestId }),
    ]);
    // A member of their own, whose codes are not spent yet.
    const payer = await signedInStaff(ctx.app, 'operator');
    const approved = await decide('approve', requestId, { reason: 'Paid to the account shown' }, payer, await codeAt(payer.secret, 1));
    expect(approved.json<QueuedWithdrawal>().paidTo).toBe('IBAN ending 4300 (Ada Lovelace)');
    const mail = (await outboxTo(ctx.app.db, owner.email)).find((m) => m.subject.startsWith('Withdrawal approved: $12.00'));
    expect(mail!.text).toContain('paid the amount out to IBAN ending 4300 (Ada Lovelace).');
    const decided = await consoleCall(ctx.app, 'POST', `/withdrawals/${requestId}/account`, { cookie: operator.cookie, payload: {} });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toMatch(/only a PENDING request's account is shown/);
    expect(await eventsOf(requestId)).toHaveLength(2);
    expect((await eventsOf(requestId)).filter((event) => event.kind === 'withdrawals.view-account')).toHaveLength(1);
  }, 60_000);

  it('should answer 404 for a request that does not exist and 400 for an id that is none', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decide('reject', unknown, { reason: 'No such thing' })).json()).toEqual({ message: `No withdrawal request ${unknown}` });
    expect((await decide('reject', 'not-an-id', { reason: 'No such thing' })).statusCode).toBe(400);
  });
});
