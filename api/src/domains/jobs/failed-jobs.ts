import { sql } from 'drizzle-orm';
import type { FailedJobsQuery } from '@commons/shared/schemas';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw';
import { jobSchema, type JobEngine } from './engine';
import { queueSettings, type QueueName } from './queues';

/** One failed job as operators see it: `error` is the message its last attempt ended with. */
export interface FailedJobSummary {
  jobId: string;
  queue: string;
  createdAt: string;
  failedAt: string | null;
  error: string | null;
  retryCount: number;
}

/** A failed job sent back to its queue (pg-boss's state `retry`: waiting to run). */
export interface RetriedJobSummary {
  jobId: string;
  queue: string;
  state: string;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const jobTable = sql`${sql.identifier(jobSchema)}.job`;

/** The queue `name`, if the site uses it: anything else is a 404, never a query on a stray name. */
export function knownQueue(name: string): QueueName {
  if (!Object.hasOwn(queueSettings, name)) throw notFound(`No job queue ${name}`);
  return name as QueueName;
}

/** The message a failed job's last attempt ended with: our workers fail it with `{ message }` (engine.ts). */
const errorText = sql.raw(`coalesce(output->>'message', output::text)`);

const sortColumns: SortColumns<FailedJobsQuery['sort']> = {
  failedAt: sql.raw('completed_on'),
  createdAt: sql.raw('created_on'),
  retryCount: sql.raw('retry_count'),
};

/**
 * One numbered page of a queue's failed jobs (docs/api.md#console-tables), read from pg-boss's
 * table as `jobCounts` reads it: sorted (the latest failure first unless asked), searched by
 * error and paged in SQL, with how many match in all. Anything pg-boss kept other than our
 * `{ message }` is shown as it stored it.
 */
export async function failedJobs(db: Database, queue: QueueName, query: FailedJobsQuery) {
  const matching = sql`name = ${queue} and state = 'failed' and ${searchOf(query.q, errorText) ?? sql`true`}`;
  const { limit, offset } = pageWindow(query);
  const jobs = await rowsOf<FailedJobSummary>(
    db,
    sql`select id::text as "jobId", name as queue, ${iso('created_on')} as "createdAt", ${iso('completed_on')} as "failedAt",
          ${errorText} as error, retry_count::int as "retryCount"
        from ${jobTable} where ${matching}
        order by ${sql.join(orderOf(sortColumns, query, sql.raw('id')), sql`, `)} limit ${limit} offset ${offset}`,
  );
  const [counted] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${jobTable} where ${matching}`);
  return { jobs, total: counted?.total ?? 0 };
}

/**
 * Sends the failed job `id` of `queue` back to it with pg-boss's `retry` (one more attempt than
 * its limit; it runs as soon as a worker looks). Only a failed job is retried: 404 for an unknown
 * job, 409 for one in another state.
 */
export async function retryFailedJob(db: Database, jobs: JobEngine, queue: QueueName, id: string): Promise<RetriedJobSummary> {
  const stateOf = async () =>
    (await rowsOf<{ state: string }>(db, sql`select state from ${jobTable} where name = ${queue} and id = ${id}::uuid`))[0]?.state;
  const before = await stateOf();
  if (!before) throw notFound(`No job ${id} in queue ${queue}`);
  if (before !== 'failed') throw conflict(`Job ${id} of ${queue} is ${before}; only failed jobs can be retried`);
  // pg-boss 12.38's declaration of the reply is empty; at run time it carries `affected`.
  const { affected } = (await jobs.boss.retry(queue, id)) as { affected?: number };
  // Taken or retried by someone else between the two statements.
  if (affected !== 1) throw conflict(`Job ${id} of ${queue} is no longer failed`);
  // What `retry` set: a worker may take the job at once, so a second read would race it.
  return { jobId: id, queue, state: 'retry' };
}
