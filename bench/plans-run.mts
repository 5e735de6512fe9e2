// The monthly-plan cycle and the hot listing (bench/README.md, "Plans" and "Hot listing"), run by
// bench/plans.mjs with tsx from api/: it imports the API's own sources, so it measures the real
// transactions. Prints one line of JSON, the results, last.
//   node --import tsx ../bench/plans-run.mts cycle pg|pglite <plans> [concurrency]
//   node --import tsx ../bench/plans-run.mts hot pg <buyers> [server|patient] [arrivals per second]
// PostgreSQL: BENCH_PLANS_DATABASE_URL, emptied by the caller. PGlite: in memory.
import { openPglite, openPostgres } from '../api/src/db/open';
import type { DatabaseHandle } from '../api/src/db/database';
import { runCycle } from '../api/src/domains/plans/plan-cycle';
import { startJobEngine } from '../api/src/domains/jobs/engine';
import { createPurchases } from '../api/src/domains/carbon/purchases';
import { receiptsJob } from '../api/src/domains/carbon/receipts-job';
import { factorSetsByVersion } from '../shared/src/domain/footprint-factors';
import * as schema from '../api/src/db/schema';
// The API's own copies (one module instance with its sources): this file lies outside api/.
import { drizzle } from '../api/node_modules/drizzle-orm/node-postgres/index.js';
import pg from '../api/node_modules/pg/lib/index.js';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from '../api/node_modules/drizzle-orm/index.js';

const [mode, driver, countArg, concurrencyArg, rateArg] = process.argv.slice(2);
const count = Number(countArg);
const origin = 'http://bench.localhost';
/** The engine's own errors, to stderr. */
const engineLog = { error: (_detail: object, message: string) => console.error(`job engine: ${message}`) };
const month = '2026-12';
/** The record's year: a past year, so a checkout is offered and the plan's December retires all that is left. */
const year = 2025;

type Rows = { rows: Array<Record<string, unknown>> };
/** Plain SQL on either driver: both clients (pg.Pool, PGlite) answer `query(text, params)` with `rows`. */
const query = (handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<Rows> =>
  (handle.db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<Rows> } }).$client.query(text, params);
const one = async (handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<number> => {
  const { rows } = await query(handle, text, params);
  return Number(Object.values(rows[0] ?? {})[0] ?? 0);
};

/** The kernel's clock ticks a second, the unit of /proc's CPU times. */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU milliseconds (user and system) spent so far by these PostgreSQL backends, from /proc: what
 * the checkouts cost the database, beside the Node process's own `process.cpuUsage()`. Only the
 * bench database's backends count, so other work on the machine stays out of the figure.
 */
function backendCpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended: its ticks went with it (the pool keeps its connections while busy).
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

const open = () => (driver === 'pg' ? openPostgres(process.env.BENCH_PLANS_DATABASE_URL!) : openPglite());

/**
 * `owners` APPROVED owners, each with a wallet of $10,000 (one TOPUP entry, so the balance is the
 * sum of the entries) and one ESTIMATED record of `tonnes`; one listing of `listingTonnes` and its project.
 */
async function seed(handle: DatabaseHandle, owners: number, tonnes: number, listingTonnes: number): Promise<string> {
  await query(
    handle,
    `insert into individuals (name, email, password_hash, phone, account_status, email_verified_at)
     select 'Bench owner ' || g, 'bench-' || g || '@example.com', 'not-a-hash', '+15550000000', 'APPROVED', now()
     from generate_series(1, $1::int) g`,
    [owners],
  );
  await query(handle, `insert into wallets (owner_id, balance_cents) select id, 1000000 from individuals`);
  await query(
    handle,
    `insert into wallet_entries (wallet_id, kind, amount_cents, balance_before_cents, balance_after_cents, reference_id)
     select owner_id, 'TOPUP', balance_cents, 0, balance_cents, gen_random_uuid() from wallets`,
  );
  await query(
    handle,
    `insert into operational_data (owner_id, created_by, year, total_vehicles, annual_car_miles,
       annual_electrical_consumption, annual_water_consumption, estimated_emissions,
       factor_set_version, household_country, household_members)
     select id, id, $1::int, 0, 0, 0, 0, $2::int, '2026-11', '', 0 from individuals order by seq`,
    [year, tonnes],
  );
  // Every listing belongs to a described project (a foreign key holds it).
  await query(
    handle,
    `insert into projects (id, name, registry, registry_url, methodology, project_type, effect, country, region,
       latitude, longitude, crediting_period_start, crediting_period_end, vintages, durability, verification_body, description)
     values ('GS9999', 'Bench Wind Farm', 'Gold Standard', 'https://registry.goldstandard.org/projects?q=GS9999', 'ACM0002',
       'Renewable energy: wind power', 'avoidance', 'India', 'Tamil Nadu', 9.15, 77.6, '2020-01-01', '2029-12-31',
       '{2022}', 'Not subject to reversal', 'Bench Verification Ltd.', 'A listing for the benchmark.')`,
  );
  const { rows } = await query(
    handle,
    `insert into listings (project_name, registry, project_id, country, vintage, methodology, serial_prefix,
       quantity, remaining, unit_price_cents, mark_up_price_cents, listed_at)
     values ('Bench Wind Farm', 'Gold Standard', 'GS9999', 'India', 2022, 'ACM0002', 'GS1-1-IN-GS9999-12-2022-BENCH',
       $1::int, $1::int, 1000, 1200, now()) returning id`,
    [listingTonnes],
  );
  await query(handle, 'analyze');
  return String(rows[0]!.id);
}

/** Wallets whose balance is not the sum of their entries: 0 when no money was lost or invented. */
const walletsNotAddingUp = (handle: DatabaseHandle) =>
  one(
    handle,
    `select count(*) from wallets w where w.balance_cents <> (select coalesce(sum(amount_cents), 0) from wallet_entries e where e.wallet_id = w.owner_id)`,
  );

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** What the database says of the listing afterwards: never oversold, no serial issued twice. */
async function listingChecks(handle: DatabaseHandle, listingId: string) {
  const quantity = await one(handle, 'select quantity from listings where id = $1', [listingId]);
  const remaining = await one(handle, 'select remaining from listings where id = $1', [listingId]);
  const retired = await one(handle, 'select coalesce(sum(quantity), 0) from retirements where listing_id = $1', [listingId]);
  // Sorted by their start, two ranges overlap when one starts at or before the previous one's end.
  const serialsTwice = await one(
    handle,
    `select count(*) from (
       select serial_start, lag(serial_end) over (order by serial_start, id) as previous_end
       from retirements where listing_id = $1) r
     where serial_start <= previous_end`,
    [listingId],
  );
  return { quantity, remaining, retired, oversold: remaining < 0 || retired > quantity || remaining + retired !== quantity, serialsTwice };
}

async function cycle() {
  const concurrency = Number(concurrencyArg ?? 1);
  const tonnes = 24;
  const handle = await open();
  const seedStarted = performance.now();
  const listingId = await seed(handle, count, tonnes, count * tonnes);
  await query(
    handle,
    `insert into offset_plans (owner_id, created_by, operational_data_id)
     select owner_id, owner_id, id from operational_data order by owner_id`,
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const activeAtStart = await one(handle, `select count(*) from offset_plans where status = 'ACTIVE'`);

  const latencies: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  // The site's engine sends one `mail.receipts` job per batch of plans, in its transaction; nothing works them here.
  const jobs = await startJobEngine(handle.db, { log: engineLog, supervise: false });
  const report = await runCycle(handle.db, month, {
    origin,
    jobs,
    concurrency,
    onCharged: (_planId, ms) => latencies.push(ms),
    onError: (error) => errors.push(String(error)),
  });
  const seconds = (performance.now() - started) / 1000;
  await jobs.stop();

  const retirements = await one(handle, `select count(*) from retirements where kind = 'PLAN'`);
  const runs = await one(handle, 'select count(*) from offset_plan_runs where month = $1', [month]);
  // Impossible by the primary key (plan, month); asked of the database all the same, with the
  // retirements behind them: more than one PLAN retirement of a record is a month paid twice.
  const doubleRuns = await one(
    handle,
    'select count(*) from (select plan_id from offset_plan_runs where month = $1 group by plan_id, month having count(*) > 1) d',
    [month],
  );
  const doubleRetirements = await one(
    handle,
    `select count(*) from (select operational_data_id from retirements where kind = 'PLAN'
       group by operational_data_id having count(*) > 1) d`,
  );
  const misses = await one(
    handle,
    `select count(*) from offset_plans p
     where not exists (select 1 from offset_plan_runs r where r.plan_id = p.id and r.month = $1)
       and p.status not in ('PAUSED', 'COMPLETED')`,
    [month],
  );
  const unpaid = await one(handle, 'select count(*) from offset_plans p where not exists (select 1 from offset_plan_runs r where r.plan_id = p.id and r.month = $1)', [month]);
  const ledgerMismatches = await walletsNotAddingUp(handle);
  const listing = await listingChecks(handle, listingId);
  await handle.close();

  latencies.sort((a, b) => a - b);
  return {
    driver: driver === 'pg' ? 'PostgreSQL' : 'PGlite',
    plans: count,
    activeAtStart,
    concurrency,
    month,
    tonnesPerPlan: tonnes,
    seedSeconds: round(seedSeconds),
    seconds: round(seconds),
    retirements,
    retirementsPerSecond: round(retirements / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    report,
    runs,
    doubles: doubleRuns + doubleRetirements,
    misses,
    withoutRun: unpaid,
    ledgerMismatches,
    errors: errors.length,
    firstError: errors[0] ?? null,
    ...listing,
  };
}

/**
 * `server`: the server's own pool (openPostgres: pg's default 10 connections, a query waits at
 * most 5 s for one, then fails as a 503 would). `patient`: the same 10 connections, waiting as
 * long as it takes, so every buyer is served and the queue shows in the latency. Buyers come all
 * at once, or with `rateArg` evenly spread at that many a second, the latency counted from each
 * one's arrival.
 */
async function hot() {
  const pool = concurrencyArg === 'patient' ? 'patient' : 'server';
  const rate = rateArg ? Number(rateArg) : null;
  const tonnes = 12;
  const handle = await open();
  const listingId = await seed(handle, count, tonnes, count * tonnes);
  const buyers = (await query(handle, 'select owner_id, id from operational_data')).rows.map((row) => ({
    ownerId: String(row.owner_id),
    recordId: String(row.id),
  }));
  const patientPool = pool === 'patient' ? new pg.Pool({ connectionString: process.env.BENCH_PLANS_DATABASE_URL, max: 10 }) : null;
  const db = patientPool ? (drizzle(patientPool, { schema }) as unknown as typeof handle.db) : handle.db;
  const jobs = await startJobEngine(handle.db, { log: engineLog, supervise: false });
  const purchases = createPurchases({ db, jobs, factorSets: factorSetsByVersion() });
  const latencies: number[] = [];
  const errors: string[] = [];
  const failedLatencies: number[] = [];
  // Every connection of the pool opened before the CPU count starts, so each backend is counted.
  await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.05)`)));
  const backends = (await query(handle, 'select pid from pg_stat_activity where datname = current_database()')).rows.map((row) =>
    Number(row.pid),
  );
  const pgCpuBefore = backendCpuMs(backends);
  const nodeCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    buyers.map(async ({ ownerId, recordId }, index) => {
      if (rate) await new Promise((resolve) => setTimeout(resolve, started + (index * 1000) / rate - performance.now()));
      const t0 = performance.now();
      try {
        await purchases.checkout({ ownerId, callerId: ownerId }, { listingId, operationalDataId: recordId }, origin);
        latencies.push(performance.now() - t0);
      } catch (error) {
        failedLatencies.push(performance.now() - t0);
        errors.push(String(error));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  const pgCpuMs = backendCpuMs(backends) - pgCpuBefore;
  // The receipts, left to a job per batch (`mail.receipts`): how long this process takes to write them all.
  const receiptsStarted = performance.now();
  await jobs.work('mail.receipts', receiptsJob({ db: handle.db, jobs }));
  const served = latencies.length;
  while ((await one(handle, `select count(*) from mail_outbox where category = 'receipt'`)) < served) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const receiptsSeconds = (performance.now() - receiptsStarted) / 1000;
  await jobs.stop();
  await patientPool?.end();
  const retirements = await one(handle, `select count(*) from retirements where kind = 'CHECKOUT'`);
  const ledgerMismatches = await walletsNotAddingUp(handle);
  const listing = await listingChecks(handle, listingId);
  await handle.close();
  latencies.sort((a, b) => a - b);
  return {
    driver: driver === 'pg' ? 'PostgreSQL' : 'PGlite',
    buyers: count,
    pool,
    arrivalsPerSecond: rate,
    poolSize: driver === 'pg' ? 10 : 1,
    connectTimeoutMs: pool === 'server' ? 5000 : null,
    tonnesPerBuyer: tonnes,
    seconds: round(seconds, 2),
    retirements,
    retirementsPerSecond: round(retirements / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    nodeCpuMsPerCheckout: round((nodeCpu.user + nodeCpu.system) / 1000 / Math.max(retirements, 1), 2),
    postgresCpuMsPerCheckout: round(pgCpuMs / Math.max(retirements, 1), 2),
    receiptsSeconds: round(receiptsSeconds, 2),
    errors: errors.length,
    firstError: errors[0] ?? null,
    failedAfterMs: round(Math.min(...failedLatencies, Infinity) === Infinity ? 0 : Math.min(...failedLatencies)),
    ledgerMismatches,
    ...listing,
  };
}

const result = mode === 'cycle' ? await cycle() : await hot();
console.log(JSON.stringify(result));
process.exit(0);
