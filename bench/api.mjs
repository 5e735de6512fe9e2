// API throughput, latency and memory (bench/README.md, "API"): autocannon against the API server
// on loopback, on PGlite and on PostgreSQL, beside the ceiling of an authenticated read.
import { randomUUID } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApi, builtApiArgs, root } from '../scripts/lib.mjs';
import { emptyPostgres } from './postgres.mjs';
import { addPayoutAccount, approvedAccount, freePort, fundWallet, startProcess, stopProcess } from './processes.mjs';

const apiDir = join(root, 'api');

/** Where PostgreSQL runs are measured: a database of their own, emptied first. */
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/commons_bench';

const reads = [
  ['my-profile', '/api/api/user/individual/my-profile'],
  ['operational-data list', '/api/api/operational-data/individual/'],
  ['my-wallet', '/api/api/wallet/individual/my-wallet'],
  ['history page', '/api/api/user-history/topup-withdrawal-records?page=1&limit=10'],
];

/**
 * The checkout mix: one cycle per connection of two reads, a card top-up of $10 through the
 * sandbox checkout (the session, then the paid card form, whose webhook credits the wallet) and
 * a $5 withdrawal request (held from the balance at once), so money moves both ways.
 */
const checkoutMix = (token) => {
  const json = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const card = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/49', cvc: '123' }).toString();
  return [
    { method: 'GET', path: reads[2][1] },
    {
      method: 'POST',
      path: '/api/api/wallet/session-url',
      headers: json,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ amount: 10, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() }),
      }),
      onResponse: (status, body, context) => {
        context.checkoutPath = new URL(JSON.parse(body).url).pathname;
      },
    },
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: card,
      setupRequest: (request, context) => ({ ...request, path: context.checkoutPath }),
    },
    { method: 'GET', path: reads[3][1] },
    {
      method: 'POST',
      path: '/api/api/wallet/individual/raise-withdrawal-request',
      headers: json,
      body: JSON.stringify({ requestedWithdrawalAmount: 5 }),
    },
  ];
};

/** Resident memory of a process and its descendants (one process since the server is built), in MB. */
function residentMb(pid) {
  const kb = (id) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = (id) => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i += 1) all.push(...children(all[i]));
  return Math.round(all.reduce((sum, id) => sum + kb(id), 0) / 1024);
}


/** Starts one of the API's built entry points on a free port; resolves once `ready` answers. */
async function startServer(entry, env, ready) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startProcess(process.execPath, builtApiArgs(entry), {
    cwd: apiDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    readyUrl: `${url}${ready}`,
    timeoutMs: 60_000,
  });
  return { child, url };
}

/** Whether every answer of a run was a success (2xx, or the checkout's 303 to the success page). */
const allSucceeded = (result) =>
  Object.keys(result.statusCodeStats).every((code) => /^2\d\d$/.test(code) || code === '303');

/**
 * 10 connections for 5 s after 1 s of warm-up, of one read or of a cycle of `requests`;
 * requests per second, p50 and p99 in ms.
 */
async function load(url, token, requests) {
  const options = { url, connections: 10, headers: { authorization: `Bearer ${token}` }, ...(requests && { requests }) };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: 5 });
  if (result.errors > 0 || !allSucceeded(result)) {
    throw new Error(`${url} answered ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
  }
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

async function measureOn(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-api-'));
  // The checkout mix withdraws, which needs a verified address: the bench reads the mail with it;
  // and a payout account, whose hold is off here so the mix withdraws at once.
  const operatorToken = randomUUID();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database === 'postgres' ? benchDatabaseUrl : '',
    OPERATOR_TOKEN: operatorToken,
    PAYOUT_ACCOUNT_HOLD_HOURS: '0',
  };
  if (database === 'postgres') await emptyPostgres(benchDatabaseUrl);
  const rows = [];
  const server = await startServer('server', env, '/registry/remotes.json');
  let token;
  let memory;
  try {
    const account = await approvedAccount(server.url, { operatorToken });
    token = account.token;
    await addPayoutAccount(server.url, token, account.person);
    // Credits arrive by a job after each card payment: a float keeps the mix's withdrawals
    // from outrunning them (a 409 for too little money) where the job lags, on PostgreSQL.
    await fundWallet(server.url, token, 5000);
    const idleMb = residentMb(server.child.pid);
    for (const [name, path] of reads) rows.push({ database, read: name, ...(await load(`${server.url}${path}`, token)) });
    rows.push({ database, read: 'checkout mix', ...(await load(server.url, token, checkoutMix(token))) });
    memory = { database, idleMb, afterLoadMb: residentMb(server.child.pid) };
  } finally {
    await stopProcess(server.child);
  }
  // The ceiling runs alone on the same database (PGlite admits one process).
  const ceiling = await startServer('ceiling-server', env, '/ceiling');
  try {
    const bare = await load(`${ceiling.url}/ceiling`, token);
    rows.push({ database, read: 'ceiling (bare route, session join)', ...bare });
    for (const row of rows) row.ofCeiling = Math.round((row.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
  } finally {
    await stopProcess(ceiling.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, memory };
}

export async function measureApi() {
  await buildApi();
  const pglite = await measureOn('pglite');
  const postgres = await measureOn('postgres').catch((error) => {
    console.error(`PostgreSQL skipped (${benchDatabaseUrl}): ${error.message}`);
    return { rows: [], memory: null };
  });
  return { reads: [...pglite.rows, ...postgres.rows], memory: [pglite.memory, postgres.memory].filter(Boolean) };
}

export function printApi({ reads: rows, memory }) {
  console.log('database  read                                   req/s    p50 ms  p99 ms  of ceiling');
  for (const r of rows) {
    console.log(
      `${r.database.padEnd(10)}${r.read.padEnd(37)}${String(r.requestsPerSecond).padStart(7)}${String(r.p50Ms).padStart(9)}${String(r.p99Ms).padStart(8)}${r.ofCeiling.toFixed(2).padStart(11)}`,
    );
  }
  for (const m of memory) console.log(`API process memory on ${m.database}: ${m.idleMb} MB idle, ${m.afterLoadMb} MB after the load`);
}
