// Job engines (bench/README.md, "jobs"; the decision is in docs/jobs.md): pg-boss and
// graphile-worker, each on PGlite and on PostgreSQL, the two databases the site runs on. Start-up,
// enqueueing (a batch, and one job per transaction beside an application row), processing, the
// delay from commit to handler, and what becomes of a job whose worker is killed.
// Run as `node bench/job-engines.mjs child <spec>`, this file is that worker (a child process).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { root } from '../scripts/lib.mjs';

/** PostgreSQL runs: the bench's database (as for the `api` part), in schemas of their own, dropped at the end. */
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/commons_bench';
const schemas = { 'pg-boss': 'bench_pgboss', 'graphile-worker': 'bench_gw', app: 'bench_jobs_app' };
const queue = 'bench';

const sizes = { batch: 5_000, inTransactions: 500, processed: 5_000, latency: 200, latencyGapMs: 25 };

/** The settings measured: the fastest of a few tried on this machine (docs/jobs.md). */
export const settings = {
  'pg-boss': {
    // Expired jobs are looked for in the monitor pass, which runs every monitorIntervalSeconds
    // (default 60) at most, whatever superviseIntervalSeconds says.
    instance: { useListenNotify: true, superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 },
    queue: { notify: true, expireInSeconds: 15, retryLimit: 2 },
    // burstWhenBatchFull: fetch again at once while batches come back full; without it a worker
    // waits pollingIntervalSeconds after every batch (batchSize 50: 100 jobs/s at most).
    work: { batchSize: 100, localConcurrency: 2, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 1, burstWhenBatchFull: true },
  },
  'graphile-worker': {
    // 4 hours of lock before a job whose worker died is released: fixed in graphile-worker's SQL.
    // On PGlite it shares the application's pool of two connections instead (`socketConnections`).
    worker: { concurrentJobs: 10, maxPoolSize: 12, localQueue: { size: 100 }, completeJobBatchDelay: 0, pollInterval: 500 },
  },
};

/** PGlite as the site opens it (api/src/db/open.ts), in a folder on disk. */
const pgliteOptions = { database: 'template1', startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
/**
 * Connections pglite-socket admits (its default is 1): graphile-worker's LISTEN holds one, and
 * everything else (the application and graphile-worker's own statements) takes turns on the other.
 */
const socketConnections = 2;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const elapsed = (started) => Math.round(performance.now() - started);
const perSecond = (count, ms) => Math.round((count / ms) * 1000);

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no end within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** drizzle-orm as the API resolves it: the site enqueues inside its drizzle transactions. */
async function loadDrizzle() {
  const dir = dirname(createRequire(join(root, 'api', 'package.json')).resolve('drizzle-orm'));
  const load = (path) => import(pathToFileURL(join(dir, path, 'index.js')).href);
  const [{ sql }, { drizzle: drizzlePglite }, { drizzle: drizzlePg }] = await Promise.all([load('.'), load('pglite'), load('node-postgres')]);
  return { sql, drizzlePglite, drizzlePg };
}

const appTables = [
  `create schema if not exists ${schemas.app}`,
  // What each processed job updates, one row per job.
  `create table if not exists ${schemas.app}.items (id int primary key, runs int not null default 0)`,
  // The application row each transaction writes beside its job.
  `create table if not exists ${schemas.app}.orders (id serial primary key, n int not null)`,
];

async function dropSchemas(query) {
  await query(`drop schema if exists ${schemas['pg-boss']} cascade`);
  await query(`drop schema if exists ${schemas['graphile-worker']} cascade`);
  await query(`drop schema if exists ${schemas.app} cascade`);
}

async function ensurePostgresDatabase(url) {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * The database as the site would hold it: `query` for the application's statements, `db` its
 * drizzle. pg-boss takes PGlite in-process (fromPglite); graphile-worker speaks only the wire
 * protocol, so on PGlite it and the application both go through pglite-socket (an in-process
 * transaction would take in the socket's statements: see `probePgliteSocket`).
 */
async function openSite({ engine, database, location, fresh }) {
  const { drizzlePglite, drizzlePg } = await loadDrizzle();
  if (database === 'postgres') {
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    if (fresh) await dropSchemas((text) => pool.query(text));
    return { database, url: location, query: (text, values) => pool.query(text, values), db: drizzlePg({ client: pool }), close: () => pool.end() };
  }
  const pglite = await PGlite.create(location, pgliteOptions);
  if (engine === 'pg-boss') {
    return { database, pglite, query: (text, values) => pglite.query(text, values), db: drizzlePglite({ client: pglite }), close: () => pglite.close() };
  }
  const server = new PGLiteSocketServer({ db: pglite, port: 0, maxConnections: socketConnections });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/template1`;
  const pool = new pg.Pool({ connectionString: url, max: socketConnections });
  const lost = (error) => console.error(`pglite-socket connection: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return {
    database,
    url,
    pool,
    query: (text, values) => pool.query(text, values),
    db: drizzlePg({ client: pool }),
    close: async () => {
      await pool.end();
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * Each engine behind the same few calls: given the site's database, it installs its schema
 * (`startupMs`, timed) and answers with insertBatch(n), sendInTransaction(tx, sql, data),
 * work(onJob), stopWork(), count(), remaining(), clear(), stop() and the `errors` it reported.
 */
const engines = {
  async 'pg-boss'(site) {
    const { PgBoss, fromDrizzle, fromPglite } = await import('pg-boss');
    const schema = schemas['pg-boss'];
    const { instance, queue: queueOptions, work: workOptions } = settings['pg-boss'];
    const boss = site.pglite
      ? new PgBoss({ db: fromPglite(site.pglite), backend: 'pglite', schema, ...instance })
      : new PgBoss({ connectionString: site.url, schema, max: 10, ...instance });
    const errors = [];
    boss.on('error', (error) => {
      errors.push(error.message);
      console.error(`pg-boss: ${error.message}`);
    });
    const started = performance.now();
    await boss.start();
    const startupMs = elapsed(started);
    if (!(await boss.getQueue(queue))) await boss.createQueue(queue, queueOptions);
    return {
      startupMs,
      errors,
      insertBatch: (count) => boss.insert(queue, Array.from({ length: count }, (_, i) => ({ data: { i } }))),
      sendInTransaction: (tx, sql, data) => boss.send(queue, data, { db: fromDrizzle(tx, sql) }),
      work: (onJob) =>
        boss.work(queue, workOptions, async (jobs) => {
          await Promise.all(jobs.map((job) => onJob(job.data, { id: job.id, attempt: job.retryCount + 1 })));
        }),
      stopWork: () => boss.offWork(queue, { wait: false }),
      count: async () => (await site.query(`select count(*)::int as n from ${schema}.job where name = $1`, [queue])).rows[0].n,
      remaining: async () =>
        (await site.query(`select count(*)::int as n from ${schema}.job where name = $1 and state <> 'completed'`, [queue])).rows[0].n,
      clear: () => site.query(`delete from ${schema}.job where name = $1`, [queue]),
      stop: () => boss.stop({ graceful: false, timeout: 5_000 }),
    };
  },

  async 'graphile-worker'(site, { resetLockedFast = false } = {}) {
    const { Logger, makeWorkerUtils, run } = await import('graphile-worker');
    const schema = schemas['graphile-worker'];
    const errors = [];
    const logger = new Logger(() => (level, message) => {
      if (level !== 'error') return;
      errors.push(message);
      console.error(`graphile-worker: ${message}`);
    });
    // pglite-socket serves every connection from one PostgreSQL session: prepared statements of
    // the same name collide between connections, so none are used there; and graphile-worker
    // shares the application's pool of two connections.
    const preparedStatements = !site.pool;
    const connection = site.pool ? { pgPool: site.pool } : { connectionString: site.url };
    const shared = { ...connection, schema, logger, noPreparedStatements: !preparedStatements };
    const started = performance.now();
    const utils = await makeWorkerUtils({ ...shared, maxPoolSize: 2 });
    await utils.migrate();
    const startupMs = elapsed(started);
    let runner = null;
    return {
      startupMs,
      errors,
      insertBatch: (count) => utils.addJobs(Array.from({ length: count }, (_, i) => ({ identifier: queue, payload: { i } }))),
      sendInTransaction: (tx, sql, data) => tx.execute(sql`select ${sql.raw(schema)}.add_job(${queue}, ${JSON.stringify(data)}::json)`),
      work: async (onJob) => {
        runner = await run({
          ...connection,
          noHandleSignals: true,
          crontab: '',
          logger,
          taskList: { [queue]: (payload, helpers) => onJob(payload, { id: helpers.job.id, attempt: helpers.job.attempts }) },
          preset: {
            worker: {
              schema,
              preparedStatements,
              ...settings['graphile-worker'].worker,
              // The restart of the kill test looks for expired locks every second instead of every 8 to 10 minutes.
              ...(resetLockedFast && { minResetLockedInterval: 1_000, maxResetLockedInterval: 1_000 }),
            },
          },
        });
      },
      stopWork: async () => {
        const stopping = runner;
        runner = null;
        // A runner that failed has stopped itself already.
        await stopping?.stop().catch(() => {});
      },
      count: async () => (await site.query(`select count(*)::int as n from ${schema}._private_jobs`)).rows[0].n,
      // A completed job is deleted.
      remaining: async () => (await site.query(`select count(*)::int as n from ${schema}._private_jobs`)).rows[0].n,
      clear: () => site.query(`delete from ${schema}._private_jobs`),
      backdateLocks: () => site.query(`update ${schema}._private_jobs set locked_at = locked_at - interval '4 hours' where locked_at is not null`),
      stop: async () => {
        await runner?.stop().catch(() => {});
        await utils.release();
      },
    };
  },
};

/** p-th percentile of sorted numbers. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Start-up, enqueueing, processing and latency of one engine on one database, in this process. */
async function measureInProcess(engine, database) {
  const location = database === 'postgres' ? benchDatabaseUrl : mkdtempSync(join(tmpdir(), 'commons-bench-jobs-'));
  const site = await openSite({ engine, database, location, fresh: true });
  const { sql } = await loadDrizzle();
  let jobs;
  try {
    for (const statement of appTables) await site.query(statement);
    await site.query(`insert into ${schemas.app}.items select g, 0 from generate_series(0, ${sizes.processed - 1}) g`);
    jobs = await engines[engine](site);
    const row = { startupMs: jobs.startupMs };

    let started = performance.now();
    await withTimeout(jobs.insertBatch(sizes.batch), 60_000, 'batch insert');
    row.batchPerSecond = perSecond(sizes.batch, elapsed(started));

    // The application row alone in its transaction, then with a job beside it: the job exists iff it commits.
    const insertOrder = (tx, n) => tx.execute(sql`insert into ${sql.raw(schemas.app)}.orders (n) values (${n})`);
    started = performance.now();
    for (let n = 0; n < sizes.inTransactions; n += 1) await site.db.transaction((tx) => insertOrder(tx, n));
    row.rowAlonePerSecond = perSecond(sizes.inTransactions, elapsed(started));
    const sendOne = (n) =>
      site.db.transaction(async (tx) => {
        await insertOrder(tx, n);
        await jobs.sendInTransaction(tx, sql, { n });
      });
    started = performance.now();
    for (let n = 0; n < sizes.inTransactions; n += 1) await sendOne(n);
    row.transactionalPerSecond = perSecond(sizes.inTransactions, elapsed(started));
    const before = await jobs.count();
    await site.db
      .transaction(async (tx) => {
        await insertOrder(tx, -1);
        await jobs.sendInTransaction(tx, sql, { n: -1 });
        throw new Error('rolled back on purpose');
      })
      .catch(() => {});
    row.rollbackLeavesNoJob = (await jobs.count()) === before;

    // Processing: 5,000 jobs waiting, from the worker's start until the last is completed.
    await jobs.clear();
    await jobs.insertBatch(sizes.processed);
    let handled = 0;
    let allHandled;
    const handledAll = new Promise((resolve) => {
      allHandled = resolve;
    });
    const startedAt = new Map();
    const committedAt = new Map();
    const update = `update ${schemas.app}.items set runs = runs + 1 where id = $1`;
    started = performance.now();
    await jobs.work(async (data) => {
      if (data.k !== undefined) startedAt.set(data.k, performance.now());
      await site.query(update, [data.i ?? data.k]);
      handled += 1;
      if (handled === sizes.processed) allHandled();
    });
    await withTimeout(handledAll, 90_000, 'processing');
    row.processHandledMs = elapsed(started);
    while ((await jobs.remaining()) > 0) await pause(10);
    row.processCompletedMs = elapsed(started);
    row.processPerSecond = perSecond(sizes.processed, row.processCompletedMs);
    const { rows } = await site.query(`select count(*)::int as n from ${schemas.app}.items where runs = 1`);
    row.processedExactlyOnce = rows[0].n === sizes.processed;

    // Latency: one job per transaction every 25 ms, from the commit to the handler's start.
    for (let k = 0; k < sizes.latency; k += 1) {
      await site.db.transaction(async (tx) => {
        await insertOrder(tx, k);
        await jobs.sendInTransaction(tx, sql, { k });
      });
      committedAt.set(k, performance.now());
      await pause(sizes.latencyGapMs);
    }
    const deadline = Date.now() + 30_000;
    while (startedAt.size < sizes.latency && Date.now() < deadline) await pause(20);
    const delays = [...committedAt].filter(([k]) => startedAt.has(k)).map(([k, at]) => Math.max(0, startedAt.get(k) - at));
    delays.sort((a, b) => a - b);
    row.latencyJobsStarted = delays.length;
    row.latencyP50Ms = Math.round(percentile(delays, 50));
    row.latencyP99Ms = Math.round(percentile(delays, 99));
    await jobs.stopWork();
    row.engineErrors = jobs.errors.length;
    if (jobs.errors.length > 0) row.firstEngineError = jobs.errors[0];
    return row;
  } finally {
    await jobs?.stop().catch((error) => console.error(`${engine} stop: ${error.message}`));
    if (database === 'postgres') await dropSchemas(site.query).catch(() => {});
    await site.close().catch((error) => console.error(`${engine} on ${database}, close: ${error.message}`));
    if (database === 'pglite') rmSync(location, { recursive: true, force: true });
  }
}

/** A child process of this file, with its JSON lines as events. */
function startChild(spec) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'child', JSON.stringify(spec)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events = [];
  const waiting = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      return;
    }
    events.push(event);
    for (const wait of [...waiting]) wait();
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    exited,
    /** The first event of one of `names`, or null after `ms`. */
    next: (names, ms) =>
      new Promise((resolve) => {
        const check = () => {
          const found = events.find((event) => names.includes(event.event) && !event.taken);
          if (!found) return false;
          found.taken = true;
          resolve(found);
          return true;
        };
        if (check()) return;
        const wait = () => {
          if (check()) cleanup();
        };
        const timer = setTimeout(() => {
          cleanup();
          resolve(null);
        }, ms);
        const cleanup = () => {
          clearTimeout(timer);
          waiting.splice(waiting.indexOf(wait), 1);
        };
        waiting.push(wait);
        child.on('exit', () => {
          if (waiting.includes(wait)) {
            cleanup();
            resolve(null);
          }
        });
      }),
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** How long graphile-worker's restart is watched before its lock is backdated by 4 hours. */
const gwWatchMs = 20_000;

/**
 * A worker (child process) takes a job and is killed (SIGKILL) while it runs it; a second one
 * starts on the same database. Whether and when the job runs again.
 */
async function measureKill(engine, database) {
  const location = database === 'postgres' ? benchDatabaseUrl : mkdtempSync(join(tmpdir(), 'commons-bench-jobs-kill-'));
  const children = [];
  try {
    if (database === 'postgres') {
      const client = new pg.Client({ connectionString: location });
      await client.connect();
      await dropSchemas((text) => client.query(text)).finally(() => client.end());
    }
    const first = startChild({ engine, database, location, mode: 'first' });
    children.push(first);
    const taken = await first.next(['started'], 90_000);
    if (!taken) throw new Error('the first worker never started the job');
    const killedAt = Date.now();
    await first.kill('SIGKILL');
    const again = startChild({ engine, database, location, mode: 'again', backdateAfterMs: engine === 'graphile-worker' ? gwWatchMs : 0 });
    children.push(again);
    const ready = await again.next(['ready'], 60_000);
    if (!ready) throw new Error('the restarted worker did not start');
    const result = { restartMs: ready.at - killedAt };
    const next = await again.next(['started', 'backdated'], 90_000);
    if (next?.event === 'started') {
      Object.assign(result, { takenAgain: true, takenAgainAfterMs: next.at - killedAt, sameJob: next.id === taken.id, attempt: next.attempt });
    } else if (next?.event === 'backdated') {
      result.takenAgain = false;
      result.watchedMs = next.at - killedAt;
      const afterBackdate = await again.next(['started'], 30_000);
      result.takenAfterLockBackdated4hMs = afterBackdate ? afterBackdate.at - next.at : null;
    } else {
      result.takenAgain = false;
      result.watchedMs = Date.now() - killedAt;
    }
    return result;
  } finally {
    for (const child of children) await child.kill('SIGKILL');
    if (database === 'postgres') {
      const client = new pg.Client({ connectionString: location });
      await client.connect();
      await dropSchemas((text) => client.query(text)).finally(() => client.end());
    } else {
      rmSync(location, { recursive: true, force: true });
    }
  }
}

/** The worker of the kill test: takes the job and never finishes it, saying so on stdout. */
async function child(spec) {
  const say = (event) => process.stdout.write(`${JSON.stringify({ ...event, at: Date.now() })}\n`);
  const site = await openSite({ ...spec, fresh: false });
  const jobs = await engines[spec.engine](site, { resetLockedFast: spec.mode === 'again' });
  await jobs.work(async (data, job) => {
    say({ event: 'started', id: String(job.id), attempt: job.attempt });
    await new Promise(() => {}); // never ends: the process is killed
  });
  say({ event: 'ready' });
  if (spec.mode === 'first') await jobs.insertBatch(1);
  if (spec.backdateAfterMs > 0) {
    await pause(spec.backdateAfterMs);
    await jobs.backdateLocks();
    say({ event: 'backdated' });
  }
}

/**
 * What pglite-socket 0.1.6 does with more than one connection: its default admits one; with more
 * admitted, all share PGlite's one session.
 */
export async function probePgliteSocket() {
  const result = {};
  const pglite = await PGlite.create();
  const connect = async (url) => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    await client.query('select 1');
    return client;
  };
  try {
    // The default: one connection.
    let server = new PGLiteSocketServer({ db: pglite, port: 0 });
    await server.start();
    let url = `postgres://postgres@${server.getServerConn()}/postgres`;
    const only = await connect(url);
    result.secondConnectionByDefault = await connect(url).then(
      async (client) => {
        await client.end();
        return 'admitted';
      },
      (error) => `refused (${error.message})`,
    );
    await only.end();
    await server.stop();

    server = new PGLiteSocketServer({ db: pglite, port: 0, maxConnections: 4 });
    await server.start();
    url = `postgres://postgres@${server.getServerConn()}/postgres`;
    const [a, b] = [await connect(url), await connect(url)];
    await a.query("set application_name = 'connection a'");
    result.sessionShared = (await b.query('show application_name')).rows[0].application_name === 'connection a';
    await a.query({ name: 'probe', text: 'select $1::int', values: [1] });
    result.samePreparedStatementName = await b.query({ name: 'probe', text: 'select $1::int', values: [2] }).then(
      () => 'works',
      (error) => `fails (${error.message})`,
    );
    let heard = 0;
    a.on('notification', () => {
      heard += 1;
    });
    await a.query('listen probe');
    await b.query('notify probe');
    await pause(200);
    await a.query('select 1');
    result.notifyReachesListener = heard > 0;
    await pglite.exec('create table probe (n int)');
    await a.query('select 1');
    await pglite.transaction(async (tx) => {
      await tx.query('insert into probe values (1)');
      // Inserted through the socket while the in-process transaction is open, then that rolls back.
      await withTimeout(a.query('insert into probe values (2)'), 1_000, 'socket insert').catch(() => {});
      await tx.rollback();
    });
    await pause(100);
    result.socketStatementJoinsInProcessTransaction = (await pglite.query('select count(*)::int as n from probe')).rows[0].n === 0;
    await a.end();
    await b.end();

    // Four connections at once, one of them in transactions (as a worker's pool is): 200 statements each.
    await pglite.exec('create table probe_rows (id int primary key, n int not null default 0); insert into probe_rows select g from generate_series(0, 300) g');
    const clients = [];
    for (let k = 0; k < 4; k += 1) clients.push(await connect(url));
    const mixed = { statements: 0, wrongResults: 0, errors: 0, firstError: null };
    await Promise.all(
      clients.map(async (client, k) => {
        for (let i = 0; i < 200; i += 1) {
          mixed.statements += 1;
          try {
            if (k === 0) {
              await client.query('begin');
              await client.query('update probe_rows set n = n + 1 where id = $1', [i]);
              await client.query('commit');
            } else if (k % 2 === 1) {
              const { rowCount } = await client.query('update probe_rows set n = n + 1 where id = any($1::int[])', [[i, i + 1]]);
              if (rowCount !== 2) mixed.wrongResults += 1;
            } else {
              const { rows } = await client.query("select $1::text || '-' || $2::text as v", [String(k), String(i)]);
              if (rows[0].v !== `${k}-${i}`) mixed.wrongResults += 1;
            }
          } catch (error) {
            mixed.errors += 1;
            mixed.firstError ??= error.message;
          }
        }
      }),
    );
    result.fourConnectionsAtOnce = mixed;
    for (const client of clients) await client.end();
    await server.stop();
  } finally {
    await pglite.close();
  }
  return result;
}

const declaredNode = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).engines?.node ?? null;
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

export async function measureJobEngines() {
  // Other work on the machine moves these figures: its load when the part started.
  const loadAverage = loadavg().map((load) => Math.round(load * 100) / 100);
  const runs = [];
  const engineInfo = {};
  for (const engine of ['pg-boss', 'graphile-worker']) {
    const loads = await import(engine).then(
      () => true,
      (error) => error.message,
    );
    engineInfo[engine] = { version: versionOf(engine), declaredNode: declaredNode(engine), loadsOnThisNode: loads };
  }
  let postgres = true;
  await ensurePostgresDatabase(benchDatabaseUrl).catch((error) => {
    console.error(`PostgreSQL skipped (${benchDatabaseUrl}): ${error.message}`);
    postgres = false;
  });
  for (const engine of ['pg-boss', 'graphile-worker']) {
    for (const database of ['pglite', 'postgres']) {
      if (database === 'postgres' && !postgres) continue;
      const via = database === 'pglite' ? (engine === 'pg-boss' ? 'in-process (fromPglite)' : 'pglite-socket') : 'pg';
      console.log(`${engine} on ${database}`);
      const row = { engine, database, via };
      try {
        Object.assign(row, await measureInProcess(engine, database));
      } catch (error) {
        row.error = error.message;
        console.error(`${engine} on ${database}: ${error.message}`);
      }
      try {
        row.kill = await measureKill(engine, database);
      } catch (error) {
        row.kill = { error: error.message };
        console.error(`${engine} on ${database}, kill test: ${error.message}`);
      }
      runs.push(row);
    }
  }
  return {
    node: process.version,
    loadAverage,
    engines: engineInfo,
    pgliteSocket: { version: versionOf('@electric-sql/pglite-socket'), ...(await probePgliteSocket()) },
    sizes,
    settings,
    runs,
  };
}

const thousands = (n) => (n === undefined ? '-' : n.toLocaleString('en-GB'));

function killSummary(kill) {
  if (!kill) return '-';
  if (kill.error) return `error: ${kill.error}`;
  if (kill.takenAgain) return `again after ${(kill.takenAgainAfterMs / 1000).toFixed(1)} s (restart ${(kill.restartMs / 1000).toFixed(1)} s)`;
  const backdated = kill.takenAfterLockBackdated4hMs;
  return `not in ${(kill.watchedMs / 1000).toFixed(0)} s${typeof backdated !== 'number' ? '' : `; lock aged 4 h: ${(backdated / 1000).toFixed(1)} s`}`;
}

export function printJobEngines(results) {
  console.log(`Node ${results.node}; load average at the start ${results.loadAverage.join(', ')}`);
  for (const [name, info] of Object.entries(results.engines)) {
    console.log(`${name} ${info.version}: declares node ${info.declaredNode}; loads here: ${info.loadsOnThisNode}`);
  }
  console.log('engine           database  start ms  batch/s  tx/s (row alone)  process/s  p50/p99 ms  killed worker: job taken');
  for (const r of results.runs) {
    const head = `${r.engine.padEnd(17)}${r.database.padEnd(10)}`;
    if (r.error) {
      console.log(`${head}error: ${r.error}`);
      continue;
    }
    console.log(
      `${head}${String(r.startupMs).padStart(8)}${thousands(r.batchPerSecond).padStart(9)}${`${r.transactionalPerSecond} (${r.rowAlonePerSecond})`.padStart(17)}${thousands(r.processPerSecond).padStart(11)}${`${r.latencyP50Ms} / ${r.latencyP99Ms}`.padStart(12)}  ${killSummary(r.kill)}`,
    );
    if (!r.rollbackLeavesNoJob || !r.processedExactlyOnce || r.engineErrors > 0) {
      console.log(`  rollback leaves no job: ${r.rollbackLeavesNoJob}; each job ran once: ${r.processedExactlyOnce}; engine errors: ${r.engineErrors} ${r.firstEngineError ?? ''}`);
    }
  }
  const s = results.pgliteSocket;
  console.log(
    `pglite-socket ${s.version}: second connection by default ${s.secondConnectionByDefault}; one session shared ${s.sessionShared}; ` +
      `same prepared statement name ${s.samePreparedStatementName}; NOTIFY reaches the listener ${s.notifyReachesListener}; ` +
      `a socket statement joins an open in-process transaction ${s.socketStatementJoinsInProcessTransaction}`,
  );
  const mixed = s.fourConnectionsAtOnce;
  console.log(
    `pglite-socket, four connections at once (one in transactions): ${mixed.statements} statements, ${mixed.wrongResults} wrong results, ` +
      `${mixed.errors} errors${mixed.firstError ? ` (${mixed.firstError})` : ''}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'child') {
  await child(JSON.parse(process.argv[3]));
}
