// Monthly plans at scale and the hot listing (bench/README.md, "plans" and "hot-listing"): the
// API's own transactions, run by bench/plans-run.mts under tsx in a process of its own, on
// PostgreSQL (a database of their own, emptied before each run) and on PGlite (in memory).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { emptyPostgres } from './postgres.mjs';

const apiDir = join(root, 'api');

/** Where the PostgreSQL runs are measured: created if need be, emptied before each run. */
const databaseUrl = process.env.BENCH_PLANS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_plans';
const plans = Number(process.env.BENCH_PLANS || 10_000);
const pglitePlans = Number(process.env.BENCH_PGLITE_PLANS || plans);
const buyers = Number(process.env.BENCH_BUYERS || 1_000);


/** Runs one measurement in its own process; its last line of output is the results, as JSON. */
async function run(...args) {
  if (args[1] === 'pg') await emptyPostgres(databaseUrl);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'plans-run.mts'), ...args.map(String)], {
    cwd: apiDir,
    env: { ...process.env, BENCH_PLANS_DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const last = out.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !last.startsWith('{')) throw new Error(`plans-run ${args.join(' ')} failed (${code}): ${out.slice(-2000)}`);
  return JSON.parse(last);
}

/** 10,000 ACTIVE plans charged December in one cycle: 2 batches side by side on PostgreSQL (as the server runs it), 1 on PGlite (one connection). */
export async function measurePlansCycle() {
  const rows = [];
  console.log(`  PostgreSQL, ${plans} plans`);
  rows.push(await run('cycle', 'pg', plans, 2));
  console.log(`  PGlite, ${pglitePlans} plans`);
  rows.push(await run('cycle', 'pglite', pglitePlans, 1));
  return { targets: cycleTargets, rows };
}

/**
 * The cycle's targets (docs/performance.md): 10,000 plans in 15 s on PostgreSQL and 60 s on
 * PGlite; 100,000 in 3 minutes on PostgreSQL (`BENCH_PLANS=100000`).
 */
const cycleTargets = [
  { driver: 'PostgreSQL', plans: 10_000, seconds: 15 },
  { driver: 'PostgreSQL', plans: 100_000, seconds: 180 },
  { driver: 'PGlite', plans: 10_000, seconds: 60 },
];

/** A run's limit: its driver's target for the next size up (or the largest), at the same rate. */
function cycleLimit({ driver, plans }) {
  const own = cycleTargets.filter((t) => t.driver === driver).sort((a, b) => a.plans - b.plans);
  const target = own.find((t) => t.plans >= plans) ?? own.at(-1);
  return target && (target.seconds * plans) / target.plans;
}

const yesNo = (ok) => (ok ? 'yes' : 'NO');

export function printPlansCycle({ rows }) {
  console.log('plans cycle  plans  conc.  seconds  retired/s  p50 ms  p99 ms  doubles  misses  oversold  serials twice');
  for (const r of rows) {
    console.log(
      `${r.driver.padEnd(11)}${String(r.plans).padStart(7)}${String(r.concurrency).padStart(7)}${String(r.seconds).padStart(9)}${String(r.retirementsPerSecond).padStart(11)}${String(r.p50Ms).padStart(8)}${String(r.p99Ms).padStart(8)}${String(r.doubles).padStart(9)}${String(r.misses).padStart(8)}${(r.oversold ? 'YES' : 'no').padStart(10)}${String(r.serialsTwice).padStart(15)}`,
    );
  }
  for (const r of rows) {
    const limit = cycleLimit(r);
    if (limit === undefined) continue;
    const met = r.seconds < limit && r.doubles === 0 && r.misses === 0;
    console.log(`target: ${r.plans} plans on ${r.driver} under ${Math.round(limit)} s, no double, no miss: ${yesNo(met)}`);
  }
}

/** Buyers arriving evenly at these rates (two seconds of arrivals each), after the all-at-once runs: the latency a steady stream meets. */
const arrivalRates = (process.env.BENCH_ARRIVAL_RATES || '100,150,200,500').split(',').map(Number).filter(Boolean);

/**
 * 1,000 buyers checking out at once against one listing, through the pg pool's default 10
 * connections: with the server's pool (a query waits 5 s at most for a connection), then with
 * one that waits as long as it takes. Then buyers arriving at steady rates, as many as two
 * seconds bring (at least 100), through the server's pool.
 */
export async function measureHotListing() {
  const rows = [];
  for (const pool of ['server', 'patient']) {
    console.log(`  PostgreSQL, ${buyers} buyers, ${pool} pool`);
    rows.push(await run('hot', 'pg', buyers, pool));
  }
  for (const rate of arrivalRates) {
    const count = Math.max(100, rate * 2);
    console.log(`  PostgreSQL, ${count} buyers arriving at ${rate}/s, server pool`);
    rows.push(await run('hot', 'pg', count, 'server', rate));
  }
  return { targetPerSecond: 500, targetP99Ms: 500, rows };
}

export function printHotListing({ rows }) {
  console.log('hot listing  pool     arrive/s  buyers  conns  seconds  retired/s  p50 ms  p99 ms  max ms  errors  oversold  serials twice  CPU ms/checkout (Node+PG)  receipts s');
  for (const r of rows) {
    console.log(
      `${r.driver.padEnd(13)}${r.pool.padEnd(7)}${(r.arrivalsPerSecond ? String(r.arrivalsPerSecond) : 'at once').padStart(10)}${String(r.buyers).padStart(8)}${String(r.poolSize).padStart(7)}${String(r.seconds).padStart(9)}${String(r.retirementsPerSecond).padStart(11)}${String(r.p50Ms).padStart(8)}${String(r.p99Ms).padStart(8)}${String(r.maxMs).padStart(8)}${String(r.errors).padStart(8)}${(r.oversold ? 'YES' : 'no').padStart(10)}${String(r.serialsTwice).padStart(15)}${`${r.nodeCpuMsPerCheckout}+${r.postgresCpuMsPerCheckout}`.padStart(27)}${String(r.receiptsSeconds ?? '').padStart(12)}`,
    );
    if (r.errors > 0) console.log(`  ${r.pool}: ${r.errors} buyers failed (first: ${r.firstError}), the first after ${r.failedAfterMs} ms`);
  }
  const atOnce = rows.filter((r) => !r.arrivalsPerSecond);
  const met = atOnce.every((r) => r.errors === 0 && r.retirementsPerSecond >= 500 && r.p99Ms < 500);
  console.log(`target: >= 500 retirements/s and p99 < 500 ms, every buyer served: ${yesNo(met)}`);
  const steady = rows.filter((r) => r.arrivalsPerSecond && r.errors === 0 && r.p99Ms < 500).map((r) => r.arrivalsPerSecond);
  console.log(`steady arrivals served with p99 < 500 ms: ${steady.length > 0 ? `up to ${Math.max(...steady)} a second` : 'none'}`);
}
