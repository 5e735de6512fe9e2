import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw';
import { jobSchema } from './engine';
import { queueSettings, type QueueName } from './queues';

/** A queue's jobs by state, as `pnpm ops jobs list` prints them. */
export interface QueueCounts {
  queue: QueueName;
  /** Waiting to run (created, or waiting for a retry). */
  waiting: number;
  active: number;
  completed: number;
  failed: number;
}

/**
 * Every queue's jobs by state, read from pg-boss's table: what an operator checks, and what
 * the reliability suite waits on before it reads the database ("nothing left to run").
 */
export async function jobCounts(db: Database): Promise<QueueCounts[]> {
  const counts = new Map<string, QueueCounts>(
    Object.keys(queueSettings).map((queue) => [queue, { queue: queue as QueueName, waiting: 0, active: 0, completed: 0, failed: 0 }]),
  );
  const [installed] = await rowsOf<{ installed: boolean }>(db, sql`select to_regclass(${`${jobSchema}.job`}) is not null as installed`);
  if (!installed?.installed) return [...counts.values()];
  const rows = await rowsOf<{ name: string; state: string; n: number }>(
    db,
    sql`select name, state, count(*)::int as n from ${sql.identifier(jobSchema)}.job group by name, state`,
  );
  for (const { name, state, n } of rows) {
    const entry = counts.get(name);
    if (!entry) continue;
    if (state === 'created' || state === 'retry') entry.waiting += n;
    else if (state === 'active') entry.active += n;
    else if (state === 'completed') entry.completed += n;
    else if (state === 'failed') entry.failed += n;
  }
  return [...counts.values()];
}
