import { hashToken } from '../../api/src/domains/auth/tokens.ts';
import { restartApi, signalApi } from './api-process';
import { call, Stats } from './client';
import { clearAnswersWhileCut, survivorAnswered } from './fault-checks';
import type { Verdict } from './invariants';
import { holdPlansTable, withPostgres } from './postgres';
import type { LoadContext } from './load-context';
import { sendCycle } from './plan-actions';
import { allAnswerAgain } from './recovery';
import type { Fault } from './scenarios';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a process may take to answer again after a restart or a restored connection. */
const recoveryMs = 30_000;

interface CycleJob {
  id: string;
  at: string;
  state: string;
  retries: number;
}

/** Cycle jobs straight from pg-boss's table: the running ones, or those of `ids`. */
async function cycleJobs(databaseUrl: string, ids?: string[]): Promise<CycleJob[]> {
  const sql = `select id::text as id, data->>'at' as at, state::text as state, retry_count as retries from pgboss.job
                where name = 'plans.cycle' and ${ids ? 'id::text = any($1::text[])' : "state = 'active'"}`;
  return withPostgres(databaseUrl, (query) => query<CycleJob & Record<string, unknown>>(sql, ids ? [ids] : []));
}

/**
 * Two cycles (two new months) sent to the victim, not awaited (their connection will be cut),
 * and the kill once two cycles run at once: each process runs one cycle at a time, so then one
 * runs on the victim (the operator's loop sends none meanwhile; one it sent before may still be
 * running, which is as good). Resolves with the jobs running at that moment (none if never seen).
 */
async function cyclesRunning(ctx: LoadContext, victim: string, databaseUrl: string): Promise<CycleJob[]> {
  for (let i = 0; i < 2; i += 1) void sendCycle(ctx, victim);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const running = await cycleJobs(databaseUrl);
    if (running.length >= 2) return running;
    await pause(20);
  }
  return [];
}

/**
 * After the drain: the cycles running when the victim died all completed, one of them after
 * being taken again (its process stopped beating: pg-boss retried it on a live one).
 */
function cyclesFinished(databaseUrl: string, running: CycleJob[]): () => Promise<Verdict> {
  return async () => {
    const jobs = running.length > 0 ? await cycleJobs(databaseUrl, running.map((job) => job.id)) : [];
    const completed = jobs.length === running.length && jobs.every((job) => job.state === 'completed');
    const retried = jobs.some((job) => job.retries > 0);
    const told = jobs.map((job) => `${job.at.slice(0, 7)} ${job.state}, ${job.retries} retries`);
    console.log(`  cycles running at the kill: ${running.length > 0 ? told.join('; ') : 'never two at once: the kill did not wait for one'}`);
    const check = 'the cycle running on the killed process was taken again and finished';
    return { check, count: running.length, held: running.length > 0 && completed && retried };
  };
}

/**
 * A third into the load, the last process is killed with SIGKILL (no cleanup, requests in
 * flight lost) while a monthly cycle runs on it, and restarted on its port a second later, as a
 * supervisor would. The cycle must still finish, taken again by a live process.
 */
export const killOneProcess: Fault = async (running, seconds) => {
  const { ctx, apis, envOf, logDir, databaseUrl } = running;
  const victim = apis.at(-1)!;
  const survivor = apis[0]!;
  await pause((seconds * 1000) / 3);
  ctx.holdCycles = true;
  // By now the operator's loop has often charged every plan to its end, and a cycle with nothing
  // to charge takes milliseconds: it could finish between being seen running and the kill. With
  // the plans' table held, each cycle waits on its first query until the victim is dead.
  const plans = await holdPlansTable(databaseUrl!);
  const cycles = await cyclesRunning(ctx, victim.url, databaseUrl!).catch(async (error: unknown) => {
    await plans.release();
    throw error;
  });
  running.afterDrain.push(cyclesFinished(databaseUrl!, cycles));
  const killedAt = Date.now();
  await signalApi(victim, 'SIGKILL');
  await plans.release();
  await pause(1000);
  await restartApi(victim, envOf(victim.name), logDir);
  ctx.holdCycles = false;
  const restartedAt = Date.now();
  const token = ctx.users[0]!.token;
  return [
    survivorAnswered(ctx.events, survivor.url, killedAt, restartedAt),
    await allAnswerAgain('the killed process, restarted, serves again', [victim.url], token, recoveryMs),
  ];
};

/** Revokes a session straight in the database, as the ops command line or plain SQL could. */
async function revokeInDatabase(databaseUrl: string, token: string): Promise<void> {
  await withPostgres(databaseUrl, (query) =>
    query(`update sessions set revoked_at = now(), revoked_reason = 'logout' where token_hash = $1`, [hashToken(token)]),
  );
}

/**
 * Every process's change feed listens again (its connection's last statement is its LISTEN or
 * one of its markers): else its caches would stay bypassed until a restart.
 */
async function feedsListenAgain(databaseUrl: string, processes: number): Promise<Verdict> {
  const check = "every process's change feed listens again after the cut";
  const sql = `select count(*)::int as feeds from pg_stat_activity
                where datname = current_database() and (query like 'LISTEN %' or query like 'SELECT pg_notify(%')`;
  // A feed retries with a backoff of up to 5 s (api/src/db/change-feed.ts), so its first try
  // after the cut may come that long after it, later still on a busy machine.
  for (let tries = 0; tries < 60; tries += 1) {
    const [row] = await withPostgres(databaseUrl, (query) => query<{ feeds: number }>(sql));
    if (row?.feeds === processes) return { check, count: processes, held: true };
    await pause(200);
  }
  return { check, count: processes, held: false };
}

/** What each process answers `token`'s my-wallet. */
async function walletStatuses(targets: string[], token: string): Promise<number[]> {
  const answers = await Promise.all(
    targets.map((target) => call(new Stats(), target, 'GET', '/api/api/wallet/individual/my-wallet', { token })),
  );
  return answers.map((answer) => answer.status);
}

/**
 * Whether the change feeds missed nothing: a session revoked straight in the database while
 * every process's connection was cut must be refused by all of them once it is back (a feed
 * that listened again without dropping its copies would still serve it).
 */
async function revokedWhileCutIsRefused(targets: string[], token: string): Promise<Verdict> {
  const statuses = await walletStatuses(targets, token);
  const check = 'a session revoked while the database was cut is refused after';
  return { check, count: targets.length, held: statuses.every((status) => status === 401) };
}

/**
 * A third into the load, the TCP proxy in front of PostgreSQL drops every connection and
 * refuses new ones for five seconds, then lets them through again; nobody restarts anything.
 */
export const cutDatabase: Fault = async ({ ctx, apis, proxy, databaseUrl }, seconds) => {
  const targets = apis.map((api) => api.url);
  const [victimUser, probeUser] = ctx.users;
  // The load goes on without the victim, whose session the check revokes.
  ctx.users.splice(0, 1);
  // Each process serves the victim's session once, so it holds a copy the cut may leave stale.
  await walletStatuses(targets, victimUser!.token);
  await pause((seconds * 1000) / 3);
  const cutAt = Date.now();
  proxy!.cut();
  await revokeInDatabase(databaseUrl!, victimUser!.token);
  await pause(5000);
  proxy!.restore();
  const restoredAt = Date.now();
  const recovered = await allAnswerAgain(
    'every process answers again after the cut, without a restart',
    targets,
    probeUser!.token,
    recoveryMs,
  );
  return [
    clearAnswersWhileCut(ctx.events, cutAt, restoredAt),
    recovered,
    await revokedWhileCutIsRefused(targets, victimUser!.token),
    await feedsListenAgain(databaseUrl!, targets.length),
  ];
};
