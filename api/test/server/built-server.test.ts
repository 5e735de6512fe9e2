import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerInfo } from '@commons/server-kernel/operator/server-info';
import { bearer, validSignup } from '../helpers/accounts';
import { fakeHostDist, operatorToken, tempDir } from '../helpers/build';
import { freePort } from '../helpers/ports';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Builds the server as `npm start` does (only when its sources changed) and answers the node
 * arguments `npm start` runs it with.
 */
async function buildServer(): Promise<string[]> {
  const script = `import { buildApi, builtApiArgs } from './scripts/lib.mjs';
await buildApi();
console.log(JSON.stringify(builtApiArgs('server')));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
}


/** Starts the built server on PGlite in `dataDir`; resolves with its address once it says it runs. */
function startBuiltServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { env });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the built server exited with ${code}: ${output}`)));
  });
}

describe('the built server (api/dist), as npm start runs it', () => {
  let child: ChildProcess;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await tempDir('built-server');
    const env = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST_DIST: await fakeHostDist(),
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      OPERATOR_TOKEN: operatorToken,
      LOG_LEVEL: 'silent',
    };
    ({ child, url } = await startBuiltServer(await buildServer(), env));
  }, 120_000);
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  it('should serve from the very process it was started as, with no wrapper', async () => {
    expect((await readServerInfo(dataDir))?.pid).toBe(child.pid);
    const registry = await fetch(`${url}/registry/remotes.json`);
    expect(registry.status).toBe(200);
    expect(await registry.json()).toEqual({ remotes: [] });
  });

  it('should sign up, read the profile and refuse the token once logged out', async () => {
    const person = validSignup();
    const signup = await fetch(`${url}/api/api/auth/individual/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const profile = () => fetch(`${url}/api/api/user/individual/my-profile`, { headers: bearer(token) });
    for (let i = 0; i < 2; i += 1) expect(await (await profile()).json()).toMatchObject({ individualEmail: person.email });

    expect((await fetch(`${url}/api/api/user/logout`, { headers: bearer(token) })).status).toBe(200);
    expect((await profile()).status).toBe(401);
  });
});
