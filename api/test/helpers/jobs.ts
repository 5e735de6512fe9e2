import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { startJobEngine, type JobEngine } from '../../src/domains/jobs/engine';
import type { QueueName } from '../../src/domains/jobs/queues';

const settled = new Set(['completed', 'failed', 'cancelled']);

/** Waits until every job of `queue` the engine holds has ended: what a webhook or a credit sent has run. */
export async function jobsSettled(app: FastifyInstance, queue: QueueName): Promise<void> {
  await expect
    .poll(async () => (await app.jobs.boss.findJobs(queue)).filter((job) => !settled.has(job.state)).length, {
      timeout: 20_000,
      interval: 100,
    })
    .toBe(0);
}

/**
 * An engine that only sends, on a database a test opened itself (as the ops command line does):
 * what services and `queueMail` are given there. Stop it before closing the database.
 */
export const sendingEngine = (db: Database): Promise<JobEngine> =>
  startJobEngine(db, { log: { error: (_detail, message) => console.error(message) }, supervise: false });
