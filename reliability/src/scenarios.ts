import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signalApi, startApi, type ApiProcess } from './api-process';
import { Stats } from './client';
import { prepareUsers, runLoad } from './driver';
import { drainJobs, mailRetrySeconds } from './drain';
import { noCrashes, noServerErrors } from './fault-checks';
import { acknowledgedInvariant, ledgerInvariants, type Verdict } from './invariants';
import { emptyAcks, type LoadContext } from './load-context';
import { planInvariants } from './plan-invariants';
import { bankTransferInvariants } from './bank-transfer-invariants';
import { createFreshDatabase, withPostgres, type Query } from './postgres';
import type { ScenarioResult } from './report';
import { createPgliteClient } from '../../api/src/db/open.ts';
import { startTcpProxy, throughPort, type TcpProxy } from '../../api/test/helpers/tcp-proxy.ts';

/**
 * The settings every process shares, as replicas behind one load balancer do: without one
 * `SECRETS_KEY`, a payout account one process sealed does not open on the other. Mail is retried
 * sooner than by default (`mailRetrySeconds`, drain.ts).
 */
const secrets = {
  OPERATOR_TOKEN: 'reliability-operator-token',
  PAYMENT_WEBHOOK_SECRET: 'reliability-webhook-secret',
  SECRETS_KEY: 'reliability-secrets-key-of-at-least-32-characters',
  MAIL_RETRY_SECONDS: String(mailRetrySeconds),
};

/** Requests in flight at once, and the accounts made before the timed load. */
const concurrency = 12;
const startingUsers = 16;

export interface RunningScenario {
  ctx: LoadContext;
  apis: ApiProcess[];
  envOf: (name: string) => NodeJS.ProcessEnv;
  logDir: string;
  proxy: TcpProxy | null;
  databaseUrl: string | null;
  /** Checks a fault adds that read the outcome once every job ran (after the drain). */
  afterDrain: (() => Promise<Verdict>)[];
}

/** What a fault does while the load runs, and the checks it adds. */
export type Fault = (running: RunningScenario, loadSeconds: number) => Promise<Verdict[]>;

function newContext(targets: string[]): LoadContext {
  return {
    stats: new Stats(),
    acks: emptyAcks(),
    events: [],
    users: [],
    pendingWithdrawals: [],
    pendingOrders: [],
    planTouches: new Map(),
    cyclesSent: 0,
    holdCycles: false,
    operatorToken: secrets.OPERATOR_TOKEN,
    webhookSecret: secrets.PAYMENT_WEBHOOK_SECRET,
    targets,
  };
}

/** One query at a time: the checks share one connection. */
async function checkInvariants(query: Query, ctx: LoadContext): Promise<Verdict[]> {
  const verdicts: Verdict[] = [await acknowledgedInvariant(query, ctx.acks)];
  for (const check of ledgerInvariants) verdicts.push(await check(query));
  verdicts.push(...(await planInvariants(query, ctx)));
  verdicts.push(...(await bankTransferInvariants(query, ctx.acks)));
  return verdicts;
}

/**
 * The load with `fault` injected, then the drain: every job the load sent (payment credits,
 * cycles, resumes) runs before the servers stop, so the database is read with nothing pending.
 */
async function loadWithFault(running: RunningScenario, seconds: number, fault: Fault | null): Promise<Verdict[]> {
  await prepareUsers(running.ctx, startingUsers);
  const [, faultVerdicts] = await Promise.all([runLoad(running.ctx, seconds, concurrency), fault?.(running, seconds) ?? []]);
  const drained = await drainJobs(running.ctx);
  const afterDrain: Verdict[] = [];
  for (const check of running.afterDrain) afterDrain.push(await check());
  return [drained, noServerErrors(running.ctx.events), ...faultVerdicts, ...afterDrain];
}

export interface PostgresScenario {
  name: string;
  area: ScenarioResult['area'];
  seconds: number;
  processes: number;
  fault: Fault | null;
  /** Names the scenario's database, `commons_reliability_<pid>_<suffix>`. */
  suffix: string;
}

/**
 * `processes` API servers on a fresh PostgreSQL database of their own (created on the server of
 * `serverUrl`, dropped after), the mixed load for `seconds` with `fault` injected, then the
 * invariants read from the database.
 */
export async function postgresScenario(
  serverUrl: string,
  options: PostgresScenario,
): Promise<ScenarioResult> {
  const database = await createFreshDatabase(serverUrl, options.suffix);
  const logDir = mkdtempSync(join(tmpdir(), 'commons-load-'));
  const proxy = await startTcpProxy({ host: database.host, port: database.port });
  const databaseUrl = throughPort(database.url, proxy.port);
  const envOf = (name: string) => ({ ...secrets, DATABASE_URL: databaseUrl, DATA_DIR: join(logDir, name), LOG_LEVEL: 'warn' });
  const apis: ApiProcess[] = [];
  let failed = true;
  try {
    const names = Array.from({ length: options.processes }, (_, i) => `api-${i + 1}`);
    // At once, as a deploy starts its replicas: the migrations and the first seed race.
    apis.push(...(await Promise.all(names.map((name) => startApi(name, envOf(name), logDir)))));
    const ctx = newContext(apis.map((api) => api.url));
    const running: RunningScenario = { ctx, apis, envOf, logDir, proxy, databaseUrl: database.url, afterDrain: [] };
    const faultVerdicts = await loadWithFault(running, options.seconds, options.fault);
    await Promise.all(apis.map((api) => signalApi(api, 'SIGTERM')));
    const invariants = await withPostgres(database.url, (query) => checkInvariants(query, ctx));
    const verdicts = [...invariants, ...faultVerdicts, noCrashes(apis.flatMap((api) => api.crashes), apis.length)];
    failed = verdicts.some((verdict) => !verdict.held);
    return { ...options, stats: ctx.stats, verdicts };
  } catch (error) {
    console.error(`${options.name}: ${(error as Error).message}`);
    throw error;
  } finally {
    await Promise.all(apis.map((api) => signalApi(api, 'SIGKILL')));
    await proxy.close();
    await database.drop();
    // The servers' logs are kept only when they may explain a failure.
    if (failed) console.error(`${options.name}: the servers' logs are in ${logDir}`);
    else rmSync(logDir, { recursive: true, force: true });
  }
}

/** The default install: one process on PGlite in a temporary DATA_DIR, read afterwards with PGlite itself. */
export async function pgliteScenario(options: { name: string; seconds: number }): Promise<ScenarioResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-load-pglite-'));
  const api = await startApi('api-pglite', { ...secrets, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, dataDir);
  try {
    const ctx = newContext([api.url]);
    const running = { ctx, apis: [api], envOf: () => ({}), logDir: dataDir, proxy: null, databaseUrl: null, afterDrain: [] };
    const loadVerdicts = await loadWithFault(running, options.seconds, null);
    // Stopped cleanly first: PGlite admits one process, and closing flushes its folder.
    await signalApi(api, 'SIGTERM');
    const client = await createPgliteClient(join(dataDir, 'db'));
    const query: Query = async (sql, params) => (await client.query<never>(sql, params)).rows;
    const verdicts = await checkInvariants(query, ctx).finally(() => client.close());
    return { ...options, area: 'load', stats: ctx.stats, verdicts: [...verdicts, ...loadVerdicts, noCrashes(api.crashes, 1)] };
  } finally {
    await signalApi(api, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
