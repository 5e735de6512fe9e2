import * as v from 'valibot';
import { opsCommand, table, type OpsCommandGroup } from '../../operator/ops-command';
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

/** What operators look at in the job engine (docs/jobs.md). */
export const jobCommands: OpsCommandGroup = {
  commands: [list],
  notes: 'Jobs run in the servers (or in `node api/dist/worker.js` processes with RUN_JOBS=false); docs/jobs.md.',
};
