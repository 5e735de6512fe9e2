import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectOperator } from '@commons/server-kernel/cli/operator-connection';
import { releaseBackends } from '@commons/platform/cli/release-client';
import { openPlatformDatabase } from '@commons/platform/db/open';
import { runReleaseCommand } from '@commons/platform/cli/release-commands';
import { writeServerInfo } from '@commons/server-kernel/operator/server-info';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { contentHash } from '@commons/platform/releases/content-hash';
import { operatorToken, useTestApp } from '../../../helpers/build';
import { fakeBuild } from '../../../../../platform/test/helpers/fake-build';
import { fakeRepo } from '../../../../../platform/test/helpers/fake-repo';

const auth = { authorization: `Bearer ${operatorToken}` };

describe('POST /api/operator/releases/<command>', () => {
  const ctx = useTestApp();
  const call = (command: string, payload: object, headers: Record<string, string> = auth) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/releases/${command}`, payload, headers });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-operator-token' }],
    ['a user session token', { authorization: 'Bearer c2Vzc2lvbg' }],
  ])('should refuse %s with 401', async (_case, headers) => {
    const response = await call('status', {}, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Missing or invalid operator token' });
  });

  it('should record a publish, then switch versions', async () => {
    // The CLI copies the files in itself; the endpoint records them.
    const build = await fakeBuild('admin over http');
    const hash = await contentHash(build);
    await createDeployStore(ctx.config.deployDir).put('admin', '2.0.0', build, hash);
    const published = await call('publish', { name: 'admin', version: '2.0.0', contentHash: hash, by: 'ops' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ name: 'admin', version: '2.0.0', contentHash: hash, created: true });

    const activated = await call('activate', { name: 'admin', version: '2.0.0', by: 'ops', reason: 'first admin build' });
    expect(activated.json()).toEqual({ name: 'admin', version: '2.0.0', previous: null, changed: true });
    const audited = await ctx.app.inject({ method: 'POST', url: '/api/operator/audit/list', payload: { kind: 'releases' }, headers: auth });
    expect(audited.json().events).toMatchObject([
      { kind: 'releases.activate', actorKind: 'automation', actorName: 'ops', target: 'admin', reason: 'first admin build', after: { live: '2.0.0' } },
      { kind: 'releases.publish', actorName: 'ops', target: 'admin', after: { version: '2.0.0', contentHash: hash } },
    ]);

    const status = await call('status', {});
    expect(status.json().remotes).toContainEqual({
      name: 'admin',
      live: {
        version: '2.0.0',
        action: 'activate',
        activatedAt: expect.any(String),
        activatedBy: 'ops',
        previous: null,
        percent: null,
        reason: 'first admin build',
        forced: false,
      },
      rollout: null,
      health: [],
      vitals: [],
      held: null,
      frozen: null,
    });
    const list = await call('list', { name: 'admin' });
    expect(list.json().remotes[0].versions[0]).toMatchObject({ version: '2.0.0', live: true });
  });

  it('should reply 400 to an unknown remote and 409 to a rollback with nothing to go back to', async () => {
    const unknown = await call('activate', { name: 'billing', version: '1.0.0', by: 'ops' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('remote must be one of account, carbon, wallet, admin');

    const rollback = await call('rollback', { name: 'account', by: 'ops' });
    expect(rollback.statusCode).toBe(409);
    expect(rollback.json()).toEqual({ message: 'account has no previously active version to roll back to' });
  });

  it('should let the CLI publish and activate through a running server', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    await writeServerInfo(ctx.config.dataDir, { pid: process.pid, port, url: `http://127.0.0.1:${port}` });

    const connection = await connectOperator(ctx.config, releaseBackends(ctx.config), () => openPlatformDatabase(ctx.config));
    expect(connection.via).toBe('server');
    const repoRoot = await fakeRepo('wallet', '3.0.0', 'wallet over http');
    const lines = await runReleaseCommand(
      { command: 'publish', names: ['wallet'], version: null, contentVersion: false, activate: true },
      { registry: connection.service, store: createDeployStore(ctx.config.deployDir), repoRoot, by: 'erin' },
    );
    expect(lines).toEqual(['wallet 3.0.0 published', 'wallet 3.0.0 is live']);

    const registry = await ctx.app.inject({ url: '/registry/remotes.json' });
    expect(registry.json().remotes).toContainEqual({
      name: 'wallet',
      version: '3.0.0',
      entry: '/remotes/wallet/3.0.0/mf-manifest.json',
      channel: 'live',
      screens: [],
    });
    const served = await ctx.app.inject({ url: '/remotes/wallet/3.0.0/mf-manifest.json' });
    expect(served.statusCode).toBe(200);

    const wrongToken = connectOperator({ ...ctx.config, operatorToken: 'wrong' }, releaseBackends(ctx.config), () => openPlatformDatabase(ctx.config));
    await expect(wrongToken).rejects.toThrow('refused the operator token');
  });

  it('should open the database directly when server.json names a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeServerInfo(ctx.config.dataDir, { pid: gone, port: 1, url: 'http://127.0.0.1:1' });
    const connection = await connectOperator(ctx.config, releaseBackends(ctx.config), () => openPlatformDatabase(ctx.config));
    try {
      expect(connection.via).toBe('database');
    } finally {
      await connection.close();
    }
    // It opens and migrates a new PGlite in the data folder: seconds alone, over 30 beside CI's browser journeys.
  }, 120_000);
});
