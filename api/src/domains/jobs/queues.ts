import type { Queue } from 'pg-boss';

/** How a queue's jobs are retried and run: pg-boss's own queue options, plus how this process works them. */
export interface QueueSettings extends Omit<Queue, 'name'> {
  /** Jobs of the queue this process runs at once. */
  workers: number;
  /** Jobs fetched per poll (1 where a job's output is waited for: the cycle). */
  batchSize: number;
  /** How often an idle worker looks (NOTIFY wakes it sooner). */
  pollingIntervalSeconds: number;
}

/**
 * Every queue the site uses (docs/jobs.md). `notify`: a job sent wakes an idle worker at once
 * (LISTEN/NOTIFY) rather than at its next poll. `heartbeatSeconds`: a job whose process died (a
 * SIGKILL, a lost machine) stops beating and is retried that much later, instead of after its
 * whole expiry; `expireInSeconds` bounds a job that hangs.
 */
export const queueSettings = {
  // One mail of the outbox to hand to the SMTP server (docs/mail.md): 8 attempts from 30 s up to an hour apart.
  // The outbox row's lease (expireInSeconds) guards a resend while an attempt may still be under way.
  'mail.send': {
    policy: 'standard',
    notify: true,
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    heartbeatSeconds: 30,
    expireInSeconds: 2 * 60,
    workers: 2,
    batchSize: 10,
    pollingIntervalSeconds: 2,
  },
  // A batch of checkouts' receipts, sent in the batch's transaction: written into the outbox, once.
  'mail.receipts': {
    policy: 'standard',
    notify: true,
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 10 * 60,
    heartbeatSeconds: 10,
    expireInSeconds: 5 * 60,
    workers: 1,
    batchSize: 10,
    pollingIntervalSeconds: 2,
  },
  // A verified payment completion, stored by the webhook before it answers 2xx: credits the wallet once.
  'payments.completion': {
    policy: 'standard',
    notify: true,
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 600,
    heartbeatSeconds: 10,
    expireInSeconds: 5 * 60,
    workers: 2,
    batchSize: 10,
    pollingIntervalSeconds: 2,
  },
  // A month's cycle over every ACTIVE plan: minutes for thousands of plans, one at a time per month.
  'plans.cycle': {
    policy: 'standard',
    notify: true,
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
    notify: true,
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 600,
    heartbeatSeconds: 10,
    expireInSeconds: 10 * 60,
    workers: 1,
    batchSize: 10,
    pollingIntervalSeconds: 2,
  },
  // The daily run of bank-transfer orders (a schedule, 00:15 UTC, or `pnpm ops bank-transfers run --at`):
  // reminders at 30 and 80 days and the unpaid cancelled at 90, each once by its marker.
  'bank-transfers.daily': {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    heartbeatSeconds: 10,
    expireInSeconds: 60 * 60,
    workers: 1,
    batchSize: 1,
    pollingIntervalSeconds: 5,
  },
  // Hourly (a schedule, minute 20): intents of commands a stopped process left, recorded as events of unknown outcome.
  'audit.settle': {
    policy: 'singleton',
    notify: true,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    heartbeatSeconds: 10,
    expireInSeconds: 10 * 60,
    workers: 1,
    batchSize: 1,
    pollingIntervalSeconds: 5,
  },
} satisfies Record<string, QueueSettings>;

export type QueueName = keyof typeof queueSettings;
