import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { QueueName } from '../../src/jobs/queues';

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
