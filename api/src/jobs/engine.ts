import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike, type Job, type SendOptions } from 'pg-boss';
import type { Database } from '../db/database';
import { queueSettings, type QueueName } from './queues';

/** The schema pg-boss keeps its tables in, beside the site's own (docs/jobs.md). */
export const jobSchema = 'pgboss';

/** What a queue's handler is given: one job, with its data. What it returns is kept as the job's output. */
export type JobHandler<T> = (job: Job<T>) => Promise<object | void>;

/** How a job ended, as `waitFor` tells it. */
export type JobEnd = { state: 'completed'; output: unknown } | { state: 'failed'; output: unknown };

/**
 * The job engine (issue 32: pg-boss, chosen in docs/jobs.md) over the site's own database.
 * `send` takes the transaction making the change the job acts on, so the job exists if and
 * only if that change commits; `work` runs a queue's jobs in this process.
 */
export interface JobEngine {
  send<T extends object>(db: Database, queue: QueueName, data: T, options?: SendOptions): Promise<string | null>;
  work<T>(queue: QueueName, handler: JobHandler<T>): Promise<void>;
  /** Sends a job now, outside any transaction (an operator's command, a schedule's tick). */
  sendNow<T extends object>(queue: QueueName, data: T, options?: SendOptions): Promise<string | null>;
  /** Waits until the job `id` completed or failed for good (retries included), looking every `everyMs`. */
  waitFor(queue: QueueName, id: string, everyMs?: number): Promise<JobEnd>;
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

export interface EngineOptions {
  log: FastifyBaseLogger;
  /** Runs the schedules and the engine's upkeep here: false in a process that only sends (the ops command line). */
  supervise: boolean;
}

/**
 * pg-boss on the database `db` talks to: PGlite through its own adapter (one in-process
 * connection, shared with drizzle; pg-boss's multi-statement DDL needs `exec`), PostgreSQL
 * through a small pool of its own so a slow job never holds the requests' connections.
 */
function bossFor(db: Database, { supervise }: EngineOptions): PgBoss {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  const common = { schema: jobSchema, supervise, schedule: supervise, useListenNotify: true } as const;
  if (client instanceof PGlite) return new PgBoss({ ...common, db: fromPglite(client), backend: 'pglite' });
  const pool = client as { options: { connectionString?: string } };
  const connectionString = pool.options.connectionString;
  if (!connectionString) throw new Error('the job engine needs the database given by a connection string');
  return new PgBoss({ ...common, connectionString, max: 4 });
}

/** Starts pg-boss (installing or upgrading its schema on first use) and creates every queue the site uses. */
export async function startJobEngine(db: Database, options: EngineOptions): Promise<JobEngine> {
  const boss = bossFor(db, options);
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job engine error'));
  await boss.start();
  for (const [name, { workers: _w, batchSize: _b, pollingIntervalSeconds: _p, ...options }] of Object.entries(queueSettings)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
  }
  return {
    boss,
    send: (tx, queue, data, sendOptions) => boss.send(queue, data, { ...sendOptions, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) }),
    sendNow: (queue, data, sendOptions) => boss.send(queue, data, sendOptions ?? {}),
    async work(queue, handler) {
      const { workers, batchSize, pollingIntervalSeconds } = queueSettings[queue];
      // One job per call (batchSize 1 in every queue), so the handler's result is that job's output.
      await boss.work(queue, { batchSize, localConcurrency: workers, pollingIntervalSeconds }, async ([job]) =>
        job ? handler(job as Job<never>) : undefined,
      );
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
