import {
  FailedJobParamsSchema,
  FailedJobsPageSchema,
  FailedJobsQuerySchema,
  JobQueueParamsSchema,
  JobQueuesSchema,
  JobRetryReasonSchema,
  PlanCyclesSchema,
  PlanOverviewPageSchema,
  PlanOverviewQuerySchema,
  RetriedJobSchema,
} from '../schemas/console-jobs';
import type { StaffRole } from '../schemas/console';
import { defineConsoleEndpoint } from './console-endpoint';

// The operator's Plans and jobs screen (docs/api.md#the-console-api). A retry runs the
// `jobs retry` ops command as the staff member, who is the audit event's actor.

/** Who watches the job engine and the plans: operators only (typed wide, as every console rule's roles are read). */
const operators: readonly StaffRole[] = ['operator'];

/** The last monthly cycles of plans, as the charges record them. */
export const planCycles = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/plans/cycles',
  reply: PlanCyclesSchema,
  access: { roles: operators },
  summary: 'The last monthly cycles of plans: per month, the plans charged, their tonnes and amount',
});

/** A page of plans with their status and last charge. */
export const planOverview = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/plans',
  query: PlanOverviewQuerySchema,
  reply: PlanOverviewPageSchema,
  access: { roles: operators },
  summary: 'A page of monthly plans, newest first: status, why paused, months charged, last charge',
});

/** Every queue of the job engine with its jobs by state. */
export const jobQueues = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/jobs/queues',
  reply: JobQueuesSchema,
  access: { roles: operators },
  summary: 'Every queue of the job engine: its jobs waiting, running, done and failed',
});

/** A page of one queue's failed jobs, the latest failure first. */
export const failedJobs = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/jobs/queues/:queue/failed',
  params: JobQueueParamsSchema,
  query: FailedJobsQuerySchema,
  reply: FailedJobsPageSchema,
  access: { roles: operators },
  summary: "A page of a queue's failed jobs, the latest failure first",
});

/** Sends a failed job back to its queue, with a reason. */
export const retryJob = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/jobs/queues/:queue/failed/:jobId/retry',
  params: FailedJobParamsSchema,
  body: JobRetryReasonSchema,
  reply: RetriedJobSchema,
  access: { roles: operators },
  summary: 'Retry a failed job (it waits to run again), with a reason',
});
