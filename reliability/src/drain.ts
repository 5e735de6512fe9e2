import { queueSettings } from '../../api/src/domains/jobs/queues.ts';
import { defaultSenderTiming } from '../../api/src/domains/mail/sender.ts';
import { call, Stats } from './client';
import type { Verdict } from './invariants';
import type { LoadContext } from './load-context';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  completed: number;
  failed: number;
}

const pending = (queues: QueueCounts[]) =>
  queues.filter((q) => q.waiting + q.active > 0).map((q) => `${q.queue}: ${q.waiting} waiting, ${q.active} running`);

/** Every queue's counts, from the first process that answers; null when none does. */
async function jobCounts(ctx: LoadContext): Promise<QueueCounts[] | null> {
  for (const target of ctx.targets) {
    const answer = await call(new Stats(), target, 'POST', '/api/operator/jobs/list', { token: ctx.operatorToken, json: {} });
    if (answer.status === 200) return answer.json<{ queues: QueueCounts[] }>().queues;
  }
  return null;
}

/**
 * The servers' `MAIL_RETRY_SECONDS`: a mail that failed while the database was cut or its
 * process killed is retried after 2 s, then 4, 8 ..., not the default 30, 60, 120 s. The
 * scenarios check the same thing, that it is retried and sent, without waiting minutes for it
 * (the drains of the cut and the kill took 91 and 113 s with the default).
 */
export const mailRetrySeconds = 2;

/**
 * Seconds from a job's first failure by which a retry has come at or after `seconds`. pg-boss
 * waits between a step and twice it before each retry (its jitter), the step starting at
 * `mailRetrySeconds` and doubling: even at the shortest waits a retry has come after `seconds`
 * by the k-th, and the k-th comes at most twice that sum after the first failure.
 */
function retryPastBy(seconds: number): number {
  let shortest = 0;
  for (let step = mailRetrySeconds; shortest < seconds; step *= 2) shortest += step;
  return 2 * shortest;
}

/**
 * Long enough for the slowest mail a fault leaves: one claimed just before its process was
 * killed or its database cut keeps its outbox row's lease (two minutes), so each retry finds it
 * held and waits longer than the last, until one comes after the lease has run out. Add the
 * heartbeat that notices the dead attempt (30 s for mail) and a minute to spare: a job waiting
 * its retry is not lost. The drain ends as soon as the queues are empty.
 */
const drainWithinMs =
  (queueSettings['mail.send'].heartbeatSeconds + retryPastBy(defaultSenderTiming.leaseMs / 1000) + 60) * 1000;

/**
 * Waits (at most `withinMs`, looking every 500 ms) until no job is waiting or running in any
 * queue: payments are credited, cycles and resumes done, by a job after the request that sent
 * it was answered, so the database is read only once they all ran. Never draining fails the
 * scenario instead of hanging it.
 */
export async function drainJobs(ctx: LoadContext, withinMs = drainWithinMs): Promise<Verdict> {
  const check = 'every job the load sent ran (no queue left waiting or running)';
  const started = Date.now();
  let last: QueueCounts[] | null = null;
  let told = started;
  while (Date.now() - started < withinMs) {
    last = await jobCounts(ctx);
    if (last && Date.now() - told >= 10_000) {
      told = Date.now();
      console.log(`  jobs still pending after ${Math.round((told - started) / 1000)} s: ${pending(last).join('; ')}`);
    }
    if (last && last.every((q) => q.waiting === 0 && q.active === 0)) {
      const ran = last.reduce((sum, q) => sum + q.completed + q.failed, 0);
      const failed = last.filter((q) => q.failed > 0).map((q) => `${q.queue}: ${q.failed}`);
      console.log(`  jobs drained in ${Date.now() - started} ms: ${ran} ran${failed.length ? `, failed for good ${failed.join(', ')}` : ''}`);
      return { check, count: ran, held: true };
    }
    await pause(500);
  }
  const left = last && pending(last);
  const what = left ? left.join('; ') : 'no process answered jobs/list';
  console.error(`  jobs not drained after ${withinMs / 1000} s: ${what}`);
  // The report's line names what was left, as a CI log's excerpt may hold only that line.
  return { check: `${check}; left: ${what}`, count: left?.length ?? 0, held: false };
}
