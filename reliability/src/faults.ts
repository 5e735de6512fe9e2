import { hashToken } from '../../api/src/domains/auth/tokens.ts';
import { restartApi, signalApi } from './api-process';
import { call, Stats } from './client';
import { clearAnswersWhileCut, survivorAnswered } from './fault-checks';
import type { Verdict } from './invariants';
import { withPostgres } from './postgres';
import { allAnswerAgain } from './recovery';
import type { Fault } from './scenarios';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a process may take to answer again after a restart or a restored connection. */
const recoveryMs = 30_000;

/**
 * A third into the load, the last process is killed with SIGKILL (no cleanup, requests in
 * flight lost) and restarted on its port a second later, as a supervisor would.
 */
export const killOneProcess: Fault = async ({ ctx, apis, envOf, logDir }, seconds) => {
  const victim = apis.at(-1)!;
  const survivor = apis[0]!;
  await pause((seconds * 1000) / 3);
  const killedAt = Date.now();
  await signalApi(victim, 'SIGKILL');
  await pause(1000);
  await restartApi(victim, envOf(victim.name), logDir);
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
  for (let tries = 0; tries < 25; tries += 1) {
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
