import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseOpsArgs, type OpsCall } from '../../../../src/cli/ops-args';
import { openOps } from '../../../../src/cli/ops-runner';
import { writeServerInfo } from '@commons/server-kernel/operator/server-info';
import { bearer, signUp } from '../../../helpers/accounts';
import { operatorToken, useTestApp } from '../../../helpers/build';

const auth = { authorization: `Bearer ${operatorToken}` };

describe('POST /api/operator/accounts/<command>', () => {
  const ctx = useTestApp();
  const call = (command: string, payload: object, headers: Record<string, string> = auth) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/accounts/${command}`, payload, headers });

  it.each([
    ['no token', {}],
    ['a user session token', bearer('c2Vzc2lvbg')],
  ])('should refuse %s with 401', async (_case, headers) => {
    const response = await call('list', {}, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Missing or invalid operator token' });
  });

  it('should list accounts by status and approve one', async () => {
    const { user } = await signUp(ctx.app);
    const reviewing = await call('list', { status: 'REVIEWING' });
    expect(reviewing.json().accounts).toContainEqual({
      email: user.individualEmail,
      name: user.individualName,
      status: 'REVIEWING',
      iam: 'ADMIN',
      createdAt: expect.any(String),
    });

    const approved = await call('approve', { email: user.individualEmail });
    expect(approved.statusCode).toBe(200);
    const email = user.individualEmail;
    expect(approved.json()).toEqual({ email, action: 'approve', from: 'REVIEWING', to: 'APPROVED', pendingDocuments: 0 });
  });

  it('should suspend an account so its token only tells it is suspended', async () => {
    const { user } = await signUp(ctx.app);
    const suspended = await call('suspend', { email: user.individualEmail });
    expect(suspended.json()).toMatchObject({ from: 'REVIEWING', to: 'SUSPENDED' });
    // A session ended by suspension still reads my-profile, so the client can say why.
    const profile = await ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(user.token) });
    expect(profile.json()).toMatchObject({ accountStatus: 'SUSPENDED' });
    const wallet = await ctx.app.inject({ url: '/api/api/wallet/individual/my-wallet', headers: bearer(user.token) });
    expect(wallet.statusCode).toBe(403);
  });

  it.each([
    ['an unknown email', 'approve', { email: 'nobody@example.com' }, 404, 'No account with email nobody@example.com'],
    ['an invalid email', 'approve', { email: 'nobody' }, 400, 'Invalid email'],
    ['an unknown status', 'list', { status: 'ACTIVE' }, 400, 'status: must be one of APPROVED, REVIEWING, REJECTED, SUSPENDED'],
  ])('should reply to %s with its status and message', async (_case, command, payload, status, message) => {
    const response = await call(command, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('should let `pnpm ops` list and change accounts through a running server', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    await writeServerInfo(ctx.config.dataDir, { pid: process.pid, port, url: `http://127.0.0.1:${port}` });
    const by = 'test operator';
    const { user } = await signUp(ctx.app);

    const ops = await openOps(ctx.config);
    expect(ops.via).toBe('server');
    const runOps = (args: string[]) => ops.run(parseOpsArgs(args) as OpsCall, by);
    const email = user.individualEmail;
    const suspend = ['accounts', 'suspend', email];
    expect(await runOps(suspend)).toEqual([
      `${email} suspended (was REVIEWING); its sessions are ended`,
    ]);
    const listed = await runOps(['accounts', 'list', '--status', 'SUSPENDED']);
    const line = new RegExp(`^${email}  Greta Greenfield  SUSPENDED  ADMIN  \\d{4}-`);
    expect(listed).toContainEqual(expect.stringMatching(line));
    await expect(runOps(suspend)).rejects.toThrow(
      `${email} is SUSPENDED; only REVIEWING or APPROVED accounts can be suspended`,
    );
  });
});
