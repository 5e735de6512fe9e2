import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { createBlobStore } from '../../../src/blobs';
import type { DatabaseHandle } from '../../../src/db/database';
import { remoteFiles, wallets } from '../../../src/db/schema';
import { defaultVitalsGate } from '@commons/platform/config';
import { createReleaseService } from '@commons/platform/releases/checked-registry';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { publishRemote } from '@commons/platform/releases/publish';
import { bearer, uniqueEmail } from '../../helpers/accounts';
import { setStatus } from '../../helpers/account-state';
import { fakeHostDist, tempDir, testConfig } from '../../helpers/build';
import { createTestDatabase } from '../../helpers/database';
import { fakeBuild } from '../../../../platform/test/helpers/fake-build';
import { freePort } from '../../helpers/ports';

/** The api package, whose server composes the platform: the processes below run it as `npm start` does. */
const apiDir = path.resolve(import.meta.dirname, '../../..');

describe('two API instances on one database, each with its own disk', () => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondDeployDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const hostDist = await fakeHostDist();
    const firstConfig = await testConfig({ hostDist });
    const secondConfig = await testConfig({ hostDist });
    secondDeployDir = secondConfig.deployDir;
    first = await buildApp(firstConfig, { database: database.db });
    second = await buildApp(secondConfig, { database: database.db });
    await publishRemote(createDeployStore(firstConfig.deployDir), first.releases, {
      name: 'carbon',
      version: '1.0.0',
      sourceDir: await fakeBuild('carbon 1.0.0 through the first'),
      withContentHash: false,
      by: 'alice',
    });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('should keep the published files in the blob store', async () => {
    const rows = await database.db.select().from(remoteFiles);
    expect(rows.map((row) => row.path).sort()).toEqual(['mf-manifest.json', 'screens.json', 'static/js/remote.0a1b2c3d.js']);
  });

  it('should let the second activate a version published through the first, checking it on its own disk', async () => {
    await expect(second.releases.activate('carbon', '1.0.0', 'bob')).resolves.toMatchObject({ changed: true });
    const registry = await first.inject({ url: '/registry/remotes.json' });
    expect(registry.json().remotes).toEqual([expect.objectContaining({ name: 'carbon', version: '1.0.0' })]);
  });

  it('should serve the files from the second, rebuilt from the blob store and cached on its disk', async () => {
    const chunk = await second.inject({ url: '/remotes/carbon/1.0.0/static/js/remote.0a1b2c3d.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('export default "carbon 1.0.0 through the first";');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const cached = path.join(secondDeployDir, 'carbon', '1.0.0', 'mf-manifest.json');
    expect(JSON.parse(await readFile(cached, 'utf8'))).toMatchObject({ content: 'carbon 1.0.0 through the first' });
  });

  it('should answer 404 for a version nobody published, writing nothing', async () => {
    const missing = await second.inject({ url: '/remotes/carbon/9.9.9/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
    expect(await stat(path.join(secondDeployDir, 'carbon', '9.9.9')).catch(() => null)).toBeNull();
  });
});


/** Starts `src/server.ts` as `npm start` does, on PostgreSQL, and resolves with its address. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(path.join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], { cwd: apiDir, env });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}` });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  const servers: ChildProcess[] = [];
  let database: DatabaseHandle;
  let urls: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const hostDist = await fakeHostDist();
    const started = await Promise.all(
      [1, 2].map(async (n) =>
        startServer({
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          DATA_DIR: await tempDir(`instance-${n}`),
          HOST_DIST: hostDist,
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          OPERATOR_TOKEN: 'instances-test',
          LOG_LEVEL: 'silent',
        }),
      ),
    );
    servers.push(...started.map((s) => s.child));
    urls = started.map((s) => s.url);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await database.close();
  });

  it('should serve from both a version the command line published beside neither', async () => {
    // The command line on the database, with a deploy folder of its own: as on a release machine.
    const config = { deployDir: await tempDir('cli-deploy'), hostDist: await fakeHostDist(), vitalsGate: defaultVitalsGate };
    const releases = createReleaseService({ db: database.db, config, blobs: createBlobStore({ blobStore: { kind: 'database' } }, database.db) });
    await publishRemote(createDeployStore(config.deployDir), releases, {
      name: 'wallet',
      version: '2.0.0',
      sourceDir: await fakeBuild('wallet 2.0.0 from the command line'),
      withContentHash: false,
      by: 'ci',
    });
    await releases.activate('wallet', '2.0.0', 'ci');

    for (const url of urls) {
      const registry = (await (await fetch(`${url}/registry/remotes.json`)).json()) as { remotes: unknown[] };
      expect(registry.remotes).toContainEqual(expect.objectContaining({ name: 'wallet', version: '2.0.0', channel: 'live' }));
      const chunk = await fetch(`${url}/remotes/wallet/2.0.0/static/js/remote.0a1b2c3d.js`);
      expect(chunk.status).toBe(200);
      expect(await chunk.text()).toBe('export default "wallet 2.0.0 from the command line";');
    }
  });
  it("should refuse at once on the other process a session that one process ended, though the other had it in memory", async () => {
    const [first, second] = urls as [string, string];
    const json = { 'content-type': 'application/json' };
    const signup = await fetch(`${first}/api/api/auth/individual/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Ines Instance', email: uniqueEmail(), password: 'correct horse battery', phone: '+4412345678901' }),
    });
    const { token } = (await signup.json()) as { token: string };
    const profile = () => fetch(`${second}/api/api/user/individual/my-profile`, { headers: bearer(token) });
    for (let i = 0; i < 3; i += 1) expect((await profile()).status).toBe(200);

    await fetch(`${first}/api/api/user/logout`, { headers: bearer(token) });
    expect((await profile()).status).toBe(401);
  });

  it('should show on the other process at once a balance changed by plain SQL, though it had the old one in memory', async () => {
    const [, second] = urls as [string, string];
    const json = { 'content-type': 'application/json' };
    const signup = await fetch(`${second}/api/api/auth/individual/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Wanda Wallet', email: uniqueEmail(), password: 'correct horse battery', phone: '+4412345678901' }),
    });
    const { token, individualId } = (await signup.json()) as { token: string; individualId: string };
    await setStatus(database.db, individualId, 'APPROVED');
    const balance = async () => ((await (await fetch(`${second}/api/api/wallet/individual/my-wallet`, { headers: bearer(token) })).json()) as { amount: number }).amount;
    for (let i = 0; i < 3; i += 1) expect(await balance()).toBe(0);

    await database.db.insert(wallets).values({ ownerId: individualId, balanceCents: 1234 });
    expect(await balance()).toBe(12.34);
  });
});
