import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * A `mail.send` job that failed for good with `message` (its attempts spent), as pg-boss keeps
 * one: its id. The mail it names does not exist, so once retried it completes at once; `startAfter`
 * (seconds) keeps it from running, for a test that reads it as retried.
 */
export async function failedJob(app: FastifyInstance, message: string, { startAfter = 0 } = {}): Promise<string> {
  const id = await app.jobs.sendNow('mail.send', { mailId: randomUUID() }, { startAfter: 3600, singletonKey: randomUUID() });
  if (!id) throw new Error('the engine refused the job');
  await app.db.execute(sql`
    update pgboss.job set state = 'failed', completed_on = now(), retry_count = retry_limit,
      output = ${JSON.stringify({ message })}::jsonb, start_after = now() + make_interval(secs => ${startAfter})
    where id = ${id}::uuid`);
  return id;
}
