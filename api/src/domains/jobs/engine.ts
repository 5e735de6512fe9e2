import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike, type Job, type SendOptions } from 'pg-boss';
import type { Database } from '../../db/database';
import { queueSettings, type QueueName } from './queues';

/** The schema pg-boss keeps its tables in, beside the site's own (docs/jobs.md). */
export const jobSchema = 'pgboss';

/** What a queue's handler is given: one job, with its data. What it returns is kept as the job's output. */
export type JobHandler<T> = (job: Job<T>) => Promise<object | void>;

/** How a job ended, as `waitFor` tells it. */
export type JobEnd = { state: 'completed'; output: unknown } | { state: 'failed'; output: unknown };

/** What a service needs of the engine: sending a job in the transaction making the change it acts on. */
export interface JobSender {
  send<T extends object>(db: Database, queue: QueueName, data: T, options?: SendOptions): Promise<string | null>;
  /** Sends many jobs of one queue in one statement, in the transaction `db`: a batch of checkouts' receipts. */
  sendMany<T extends object>(db: Database, queue: QueueName, jobs: Array<{ data: T; options?: JobOptions }>): Promise<void>;
}

/** What a job of `sendMany` may set: pg-boss's insert takes these, the queue's settings fill in the rest. */
export type JobOptions = Pick<SendOptions, 'singletonKey' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'startAfter'>;

/**
 * The job engine (pg-boss, chosen in docs/jobs.md) over the site's own database.
 * `send` takes the transaction making the change the job acts on, so the job exists if and
 * only if that change commits; `work` runs a queue's jobs in this process.
 */
export interface JobEngine extends JobSender {
  work<T>(queue: QueueName, handler: JobHandler<T>): Promise<void>;
  /** Whether this process runs queues (`work` was called): the command line's engine only sends. */
  readonly working: boolean;
  /** Sends a job now, outside any transaction (an operator's command, a schedule's tick). */
  sendNow<T extends object>(queue: QueueName, data: T, options?: SendOptions): Promise<string | null>;
  /** Stops running queues in this process (jobs are still sent): a test that compares the database before and after a request. */
  stopWorking(): Promise<void>;
  /** Waits until the job `id` completed or failed for good (retries included), looking every `everyMs`. */
  waitFor(queue: QueueName, id: string, everyMs?: number): Promise<JobEnd>;
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

export interface EngineOptions {
  /** Where the engine's errors go: the app's logger, or the command line's stderr. */
  log: { error(detail: object, message: string): void };
  /** Runs the schedules and the engine's upkeep here: false in a process that only sends (the ops command line). */
  supervise: boolean;
  /** Options every job of a queue is sent with, over the queue's own (tests retry mail within a second). */
  sendDefaults?: Partial<Record<QueueName, SendOptions>>;
}

/**
 * pg-boss on the database `db` talks to: PGlite through its own adapter (one in-process
 * connection, shared with drizzle; pg-boss's multi-statement DDL needs `exec`), PostgreSQL
 * through a small pool of its own so a slow job never holds the requests' connections.
 */
function bossFor(db: Database, { supervise }: EngineOptions): PgBoss {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  // Upkeep every 5 s rather than a minute: a job whose worker died (its heartbeat stopped) is
  // found and retried within seconds (bench/README.md, "jobs").
  const upkeep = { superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 };
  const common = { schema: jobSchema, supervise, schedule: supervise, useListenNotify: true, ...upkeep } as const;
  if (client instanceof PGlite) return new PgBoss({ ...common, db: fromPglite(client), backend: 'pglite' });
  const pool = client as { options: { connectionString?: string } };
  const connectionString = pool.options.connectionString;
  if (!connectionString) throw new Error('the job engine needs the database given by a connection string');
  return new PgBoss({ ...common, connectionString, max: 4 });
}

/** pg-boss's statements run in the site's drizzle transaction `tx`, so a job exists if and only if it commits. */
const inTransaction = (tx: Database) => fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);

/** Starts pg-boss (installing or upgrading its schema on first use) and creates every queue the site uses. */
export async function startJobEngine(db: Database, options: EngineOptions): Promise<JobEngine> {
  const boss = bossFor(db, options);
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job engine error'));
  await boss.start();
  for (const [name, { workers: _w, batchSize: _b, pollingIntervalSeconds: _p, ...options }] of Object.entries(queueSettings)) {
    if (!(await boss.getQueue(name))) {
      await boss.createQueue(name, options);
      continue;
    }
    // A queue an earlier version made takes today's settings, but those pg-boss fixes at creation.
    const { policy: _policy, heartbeatSeconds: _beat, retryDelayMax: _max, ...changeable } = options as typeof options & { retryDelayMax?: number };
    await boss.updateQueue(name, changeable);
  }
  let working = false;
  return {
    boss,
    get working() {
      return working;
    },
    send: (tx, queue, data, sendOptions) => boss.send(queue, data, { ...options.sendDefaults?.[queue], ...sendOptions, db: inTransaction(tx) }),
    async sendMany(tx, queue, jobs) {
      if (jobs.length === 0) return;
      const defaults: JobOptions | undefined = options.sendDefaults?.[queue];
      const rows = jobs.map(({ data, options: jobOptions }) => ({ ...defaults, ...jobOptions, data }));
      await boss.insert(queue, rows, { db: inTransaction(tx) });
    },
    sendNow: (queue, data, sendOptions) => boss.send(queue, data, { ...options.sendDefaults?.[queue], ...sendOptions }),
    async work(queue, handler) {
      working = true;
      const { workers, batchSize, pollingIntervalSeconds } = queueSettings[queue];
      // The same poll with NOTIFY on (its default backstop is 30 s): a retry coming due sends no
      // NOTIFY. A full batch fetches the next at once rather than after the interval.
      const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds, burstWhenBatchFull: true };
      // Each job of a batch settles on its own: one failure retries that job, not the batch.
      await boss.work(queue, { batchSize, localConcurrency: workers, perJobResults: true, ...polling }, async (jobs) => {
        const results = [];
        for (const job of jobs) {
          try {
            results.push({ id: job.id, status: 'completed' as const, output: (await handler(job as Job<never>)) ?? undefined });
          } catch (error) {
            options.log.error({ err: error, queue, jobId: job.id }, 'job failed; the engine retries it');
            results.push({ id: job.id, status: 'failed' as const, output: { message: error instanceof Error ? error.message : String(error) } });
          }
        }
        return results;
      });
    },
    async stopWorking() {
      for (const queue of Object.keys(queueSettings)) await boss.offWork(queue, { wait: true });
    },
    async waitFor(queue, id, everyMs = 250) {
      for (;;) {
        const [job] = await boss.findJobs(queue, { id });
        if (!job) throw new Error(`job ${id} of ${queue} is gone`);
        if (job.state === 'completed' || job.state === 'failed') return { state: job.state, output: job.output };
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
