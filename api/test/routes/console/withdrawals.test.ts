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
import { approvedUser, creditWallet, raiseWithdrawal } from '../../helpers/wallet';

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
    await creditWallet(ctx.app, owner.individualId, 500);
  }, 120_000);

  it('should page PENDING requests oldest first by default, and filter and sort on the server', async () => {
    const ids = [await raiseWithdrawal(ctx.app, owner.token, 10), await raiseWithdrawal(ctx.app, owner.token, 20), await raiseWithdrawal(ctx.app, owner.token, 30)];
    await ctx.app.inject({ method: 'POST', url: '/api/operator/withdrawals/reject', headers: bearer(operatorToken), payload: { requestId: ids[1], by: 'ops' } });

    const first = await queue('?limit=1');
    expect(first.statusCode).toBe(200);
    const page = first.json<WithdrawalQueuePage>();
    expect(page.withdrawals).toEqual([
      { requestId: ids[0], email: owner.email, amount: 10, status: 'PENDING', requestedAt: expect.any(String), decidedAt: null, decidedBy: null, rejectionReason: null },
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
    const second = (await queue(`?limit=1&cursor=${page.nextCursor}`)).json<WithdrawalQueuePage>();
    expect(second.withdrawals.map((w) => w.requestId)).toEqual([ids[2]]);
    expect(second.nextCursor).toBeNull();

    const all = (await queue('?status=ALL&sort=newest')).json<WithdrawalQueuePage>();
    expect(all.withdrawals.map((w) => [w.amount, w.status])).toEqual([[30, 'PENDING'], [20, 'REJECTED'], [10, 'PENDING']]);
    const rejected = (await queue('?status=REJECTED')).json<WithdrawalQueuePage>();
    expect(rejected.withdrawals).toEqual([expect.objectContaining({ requestId: ids[1], decidedBy: 'ops', decidedAt: expect.any(String) })]);

    expect((await queue('?status=DONE')).json()).toEqual({ message: 'status: must be one of PENDING, COMPLETED, REJECTED, CANCELLED, ALL' });
    // A cursor of the oldest-first order means nothing newest first.
    expect((await queue(`?sort=newest&cursor=${page.nextCursor}`)).json()).toEqual({ message: 'cursor: invalid cursor' });
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

  it('should answer 404 for a request that does not exist and 400 for an id that is none', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decide('reject', unknown, { reason: 'No such thing' })).json()).toEqual({ message: `No withdrawal request ${unknown}` });
    expect((await decide('reject', 'not-an-id', { reason: 'No such thing' })).statusCode).toBe(400);
  });
});
