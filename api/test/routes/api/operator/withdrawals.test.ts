import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseOpsArgs, type OpsCall } from '../../../../src/cli/ops-args';
import { openOps } from '../../../../src/cli/ops-runner';
import { writeServerInfo } from '@commons/server-kernel/operator/server-info';
import { bearer } from '../../../helpers/accounts';
import { operatorToken, useTestApp } from '../../../helpers/build';
import { payoutReadyUser, creditWallet, ledgerOf } from '../../../helpers/wallet';

const auth = { authorization: `Bearer ${operatorToken}` };

describe('POST /api/operator/withdrawals/<command>', () => {
  const ctx = useTestApp();
  const call = (command: string, payload: object, headers: Record<string, string> = auth) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/withdrawals/${command}`, payload, headers });

  /** An account with 100 credited and a pending withdrawal of each amount. */
  async function withRequests(...amounts: number[]) {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 100);
    const ids: string[] = [];
    for (const amount of amounts) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/api/wallet/individual/raise-withdrawal-request',
        headers: bearer(user.token),
        payload: { requestedWithdrawalAmount: amount },
      });
      ids.push(response.json().requestId);
    }
    return { user, ids };
  }

  it('should refuse a call without the operator token', async () => {
    const response = await call('list', {}, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Missing or invalid operator token' });
  });

  it('should approve one request and reject another, which returns its amount, once each', async () => {
    const { user, ids } = await withRequests(30, 20);
    const [toApprove, toReject] = ids as [string, string];
    const email = user.individualEmail;

    const pending = await call('list', { status: 'PENDING' });
    expect(pending.json().withdrawals).toContainEqual({
      requestId: toApprove,
      email,
      amount: 30,
      status: 'PENDING',
      requestedAt: expect.any(String),
    });

    const approved = await call('approve', { requestId: toApprove, by: 'olga' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ requestId: toApprove, email, amount: 30, action: 'approve', to: 'COMPLETED' });
    const rejected = await call('reject', { requestId: toReject, by: 'olga' });
    expect(rejected.json()).toMatchObject({ action: 'reject', to: 'REJECTED' });
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 7000, sumCents: 7000, chained: true });

    for (const [command, requestId, status, done] of [
      ['reject', toApprove, 'COMPLETED', 'rejected'],
      ['approve', toReject, 'REJECTED', 'approved'],
    ] as const) {
      const again = await call(command, { requestId, by: 'olga' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: `Withdrawal request ${requestId} is ${status}; only PENDING requests can be ${done}`,
      });
    }
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 7000 });
  });

  it.each([
    ['an unknown request', 'approve', { requestId: randomUUID(), by: 'olga' }, 404, /^No withdrawal request /],
    ['a malformed id', 'reject', { requestId: 'nope', by: 'olga' }, 400, /^requestId: must be a UUID$/],
    ['an unknown status', 'list', { status: 'DONE' }, 400, /^status: must be one of PENDING, COMPLETED, REJECTED, CANCELLED$/],
  ])('should reply to %s with its status and message', async (_case, command, payload, status, message) => {
    const response = await call(command, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('should let `pnpm ops withdrawals` list and decide through a running server', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    await writeServerInfo(ctx.config.dataDir, { pid: process.pid, port, url: `http://127.0.0.1:${port}` });
    const by = 'olga';
    const { user, ids } = await withRequests(25);
    const requestId = ids[0]!;

    const ops = await openOps(ctx.config);
    expect(ops.via).toBe('server');
    const runOps = (args: string[]) => ops.run(parseOpsArgs(args) as OpsCall, by);
    const listed = await runOps(['withdrawals', 'list', '--status', 'PENDING']);
    const line = new RegExp(
      `^${requestId}  ${user.individualEmail}  \\$25\\.00  PENDING  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`,
    );
    expect(listed).toContainEqual(expect.stringMatching(line));
    const reject = ['withdrawals', 'reject', requestId];
    expect(await runOps(reject)).toEqual([
      `Withdrawal ${requestId} of $25.00 for ${user.individualEmail} rejected (now REJECTED); $25.00 is back in the balance`,
    ]);
    await expect(runOps(reject)).rejects.toThrow('only PENDING requests can be rejected');
  });
});
