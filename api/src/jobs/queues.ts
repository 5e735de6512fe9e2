import type { Queue } from 'pg-boss';

/** How a queue's jobs are retried and run: pg-boss's own queue options, plus how this process works them. */
export interface QueueSettings extends Omit<Queue, 'name'> {
  /** Jobs of the queue this process runs at once. */
  workers: number;
  /** Jobs fetched per poll. */
  batchSize: number;
  /** How often an idle worker looks (NOTIFY wakes it sooner). */
  pollingIntervalSeconds: number;
}

/**
 * Every queue the site uses (docs/jobs.md). `heartbeatSeconds`: a job whose process died (a
 * SIGKILL, a lost machine) stops beating and is retried that much later, instead of after its
 * whole expiry; `expireInSeconds` bounds a job that hangs.
 */
export const queueSettings = {
  // A month's cycle over every ACTIVE plan: minutes for thousands of plans, one at a time per month.
  'plans.cycle': {
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: 10,
    expireInSeconds: 60 * 60,
    workers: 1,
    batchSize: 1,
    pollingIntervalSeconds: 2,
  },
  // The daily tick (a schedule, 00:05 UTC): the cycle on the 1st and any plan a failed cycle left, reminders three days ahead.
  'plans.tick': {
    policy: 'singleton',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    heartbeatSeconds: 10,
    expireInSeconds: 60 * 60,
    workers: 1,
    batchSize: 1,
    pollingIntervalSeconds: 5,
  },
  // A top-up came in: resume the owner's plans a lack of funds paused.
  'plans.funded': {
    policy: 'standard',
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 600,
    heartbeatSeconds: 10,
    expireInSeconds: 10 * 60,
    workers: 1,
    batchSize: 1,
    pollingIntervalSeconds: 2,
  },
} satisfies Record<string, QueueSettings>;

export type QueueName = keyof typeof queueSettings;
