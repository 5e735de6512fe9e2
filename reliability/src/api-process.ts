import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { builtApiArgs, root } from '../../scripts/lib.mjs';
import { freePort } from '../../scripts/steps.mjs';

/** One API server as production runs it: the built server under plain node, on a loopback port. */
export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  child: ChildProcess;
  /** Exits nobody asked for (a crash), by signal or code. */
  readonly crashes: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Processes this harness signalled: their exit is expected, not a crash. */
const signalled = new WeakSet<ChildProcess>();

/** How long a start may take: migrations, the listing seed and argon2's first hash on a busy machine. */
const startTimeoutMs = 60_000;

function spawnServer(api: Pick<ApiProcess, 'name' | 'port' | 'crashes'>, env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  // Logs go to a file: read after a failure, never interleaved with the summary.
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, builtApiArgs('server'), {
    cwd: root,
    // The load signs its many accounts up from one loopback address, and withdraws as soon as
    // each has its payout account (no hold: docs/configuration.md).
    env: { SIGNUPS_PER_ADDRESS: '1000000', PAYOUT_ACCOUNT_HOLD_HOURS: '0', ...process.env, ...env, PORT: String(api.port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.on('exit', (code, signal) => {
    if (!signalled.has(child)) api.crashes.push(`${api.name} exited (${signal ?? `code ${code}`})`);
  });
  return child;
}

async function waitUntilServing(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) throw new Error(`${api.name} stopped before serving`);
    const answered = await fetch(`${api.url}/api/operator/health`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await pause(100);
  }
  throw new Error(`${api.name} did not serve within ${startTimeoutMs / 1000} s`);
}

/** Starts an API process on a free port (or `port`); resolves once it answers. */
export async function startApi(name: string, env: NodeJS.ProcessEnv, logDir: string, port?: number): Promise<ApiProcess> {
  const chosen = port ?? (await freePort());
  const crashes: string[] = [];
  const child = spawnServer({ name, port: chosen, crashes }, env, join(logDir, `${name}.log`));
  const api: ApiProcess = { name, port: chosen, url: `http://127.0.0.1:${chosen}`, child, crashes };
  await waitUntilServing(api);
  return api;
}

/** Restarts a stopped process on the same port, as a supervisor would; resolves once it answers. */
export async function restartApi(api: ApiProcess, env: NodeJS.ProcessEnv, logDir: string): Promise<void> {
  api.child = spawnServer(api, env, join(logDir, `${api.name}.log`));
  await waitUntilServing(api);
}

/** Sends `signal` and waits for the exit; an expected exit, not a crash. */
export async function signalApi(api: ApiProcess, signal: NodeJS.Signals): Promise<void> {
  const { child } = api;
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalled.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
