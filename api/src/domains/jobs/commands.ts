import * as v from 'valibot';
import { jobRetryReasonMax, requiredText } from '@commons/shared/schemas';
import { opsCommand, table, type OpsCommandGroup } from '../../operator/ops-command';
import { knownQueue, retryFailedJob } from './failed-jobs';
import { jobCounts, type QueueCounts } from './job-counts';

/** One aligned line per queue: its jobs waiting, running, done and failed. */
export const formatCounts = (queues: QueueCounts[]): string[] =>
  table(
    queues.map((q) => [q.queue, `${q.waiting} waiting`, `${q.active} running`, `${q.completed} done`, `${q.failed} failed`]),
    'no queues',
  );

const list = opsCommand({
  group: 'jobs',
  action: 'list',
  help: "every queue of the job engine: its jobs waiting, running, done and failed",
  body: v.object({}),
  audit: 'read-only',
  run: async (deps) => ({ queues: await jobCounts(deps.db) }),
  print: ({ queues }) => formatCounts(queues),
});

const retry = opsCommand({
  group: 'jobs',
  action: 'retry',
  help: 'sends a FAILED job back to its queue to run again (one attempt more than its limit)',
  body: v.object({
    queue: v.pipe(v.string('must be a queue name'), v.trim(), v.nonEmpty('must be a queue name')),
    jobId: v.pipe(v.string('must be a job id'), v.trim(), v.uuid('must be a job id'), v.toLowerCase()),
    reason: requiredText('--reason is required', { max: jobRetryReasonMax }),
  }),
  arguments: [
    { field: 'queue', label: 'queue', placeholder: '<queue>' },
    { field: 'jobId', label: 'job id', placeholder: '<id>' },
  ],
  options: [{ name: 'reason', placeholder: 'TEXT', required: true, verbatim: true }],
  run: (deps, { queue, jobId }) => retryFailedJob(deps.db, deps.jobs, knownQueue(queue), jobId),
  print: (job) => [`Job ${job.jobId} of ${job.queue} is waiting to run again (${job.state})`],
  // Only failed jobs are retried.
  audit: ({ reason }, { jobId, queue, state }) => ({
    target: `${queue}/${jobId}`,
    reason,
    before: { queue, state: 'failed' },
    after: { queue, state },
  }),
});

/** What operators look at and do in the job engine (docs/jobs.md). */
export const jobCommands: OpsCommandGroup = {
  commands: [list, retry],
  notes: 'Jobs run in the servers (or in `node api/dist/worker.js` processes with RUN_JOBS=false); docs/jobs.md.',
};
