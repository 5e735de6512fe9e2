import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeServerInfo } from '@commons/server-kernel/operator/server-info';
import { parseOpsArgs, type OpsCall } from '../../src/cli/ops-args';
import { openOps } from '../../src/cli/ops-runner';
import { signUp } from '../helpers/accounts';
import { operatorToken, tempDir, useTestApp } from '../helpers/build';

describe('pnpm ops audit', () => {
  const ctx = useTestApp();

  it('should record who changed an account through the server, and list and export it filtered', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    await writeServerInfo(ctx.config.dataDir, { pid: process.pid, port, url: `http://127.0.0.1:${port}` });
    const ops = await openOps(ctx.config);
    const run = (args: string[], by = '=Ada') => ops.run(parseOpsArgs(args) as OpsCall, by);

    const { user } = await signUp(ctx.app);
    const email = user.individualEmail;
    await run(['accounts', 'suspend', email]);
    await run(['accounts', 'reinstate', email], 'bob');

    const today = new Date().toISOString().slice(0, 10);
    const listed = await run(['audit', 'list', '--actor', '=Ada', '--kind', 'accounts', '--from', today, '--to', today]);
    expect(listed).toEqual([
      expect.stringMatching(
        new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  =Ada  accounts\\.suspend  ${email}  \\{"status":"REVIEWING"\\} -> \\{"status":"SUSPENDED"\\}$`),
      ),
    ]);
    expect(await run(['audit', 'list', '--kind', 'accounts.reinstate'])).toEqual([expect.stringContaining('  bob  accounts.reinstate  ')]);
    expect(await run(['audit', 'list', '--from', '2001-01-01', '--to', '2001-01-31'])).toEqual(['no audit events']);
    await expect(run(['audit', 'list', '--from', today, '--to', '2001-01-01'])).rejects.toThrow('from must not be after to');

    const file = path.join(await tempDir('audit'), 'audit.csv');
    expect(await run(['audit', 'export', '--kind', 'accounts', '--out', file])).toEqual(['2 audit events', `saved ${(await readFile(file)).length} bytes to ${file}`]);
    const lines = (await readFile(file, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('id,at,actor kind,actor id,actor name,kind,target,reason,before,after');
    expect(lines[1]).toMatch(new RegExp(`^\\d+,[^,]+,automation,,bob,accounts\\.reinstate,${email},,`));
    // A name starting with = is text to a spreadsheet, never a formula.
    expect(lines[2]).toMatch(new RegExp(`^\\d+,[^,]+,automation,,'=Ada,accounts\\.suspend,${email},,"\\{""status"":""REVIEWING""\\}"`));
    await ops.close();
  });

  it('should audit a caller of the token that names no one as the operator token', async () => {
    const { user } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/accounts/suspend',
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: { email: user.individualEmail },
    });
    expect(response.statusCode).toBe(200);
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/audit/list',
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: { kind: 'accounts.suspend' },
    });
    expect(listed.json().events[0]).toMatchObject({ actorKind: 'automation', actorName: 'operator token', target: user.individualEmail });
  });
});
