import * as v from 'valibot';
import { planPauseReasons, planStatuses } from '@commons/shared/domain';
import { ConsolePageSchema, ConsoleSearchSchema, consoleTableQuery } from './console-paging';
import { requiredText } from './text';

// The operator's Plans and jobs screen in the console (docs/api.md#the-console-api): the monthly
// cycles of plans as the data records them, the job engine's queues, and a failed job retried.

/** A queue's jobs by state, as `pnpm ops jobs list` counts them. */
export const JobQueueCountsSchema = v.object({
  queue: v.string(),
  waiting: v.number(),
  active: v.number(),
  completed: v.number(),
  failed: v.number(),
});
export type JobQueueCounts = v.InferOutput<typeof JobQueueCountsSchema>;

/** Reply of GET /api/console/jobs/queues: every queue the site uses. */
export const JobQueuesSchema = v.object({ queues: v.array(JobQueueCountsSchema) });
export type JobQueues = v.InferOutput<typeof JobQueuesSchema>;

const queueName = v.pipe(
  v.string('must be a queue name'),
  v.trim(),
  v.regex(/^[a-z][a-z0-9.-]{0,62}$/, 'must be a queue name'),
);
const jobId = v.pipe(v.string('must be a job id'), v.trim(), v.uuid('must be a job id'), v.toLowerCase());

/** The queue a list of failed jobs is of. */
export const JobQueueParamsSchema = v.object({ queue: queueName });
export type JobQueueParams = v.InferOutput<typeof JobQueueParamsSchema>;

/** The columns a queue's failed jobs sort by. */
export const failedJobsSorts = ['failedAt', 'createdAt', 'retryCount'] as const;

/**
 * GET /api/console/jobs/queues/:queue/failed (docs/api.md#console-tables): a numbered page, the
 * latest failure first unless asked, `q` searching the error its last attempt ended with.
 */
export const FailedJobsQuerySchema = v.object({
  ...consoleTableQuery(failedJobsSorts, { sort: 'failedAt', order: 'desc' }).entries,
  q: ConsoleSearchSchema,
});
export type FailedJobsQueryInput = v.InferInput<typeof FailedJobsQuerySchema>;
export type FailedJobsQuery = v.InferOutput<typeof FailedJobsQuerySchema>;

/** One failed job: times ISO strings; `error` is the message its last attempt ended with. */
export const FailedJobSchema = v.object({
  jobId: v.string(),
  queue: v.string(),
  createdAt: v.string(),
  failedAt: v.nullable(v.string()),
  error: v.nullable(v.string()),
  retryCount: v.number(),
});
export type FailedJob = v.InferOutput<typeof FailedJobSchema>;

/** Reply of GET /api/console/jobs/queues/:queue/failed. */
export const FailedJobsPageSchema = v.object({ jobs: v.array(FailedJobSchema), ...ConsolePageSchema.entries });
export type FailedJobsPage = v.InferOutput<typeof FailedJobsPageSchema>;

/** The failed job a retry is about. */
export const FailedJobParamsSchema = v.object({ queue: queueName, jobId });
export type FailedJobParams = v.InferOutput<typeof FailedJobParamsSchema>;

/** The longest reason, as `pnpm ops jobs retry` takes it. */
export const jobRetryReasonMax = 500;

/** POST /api/console/jobs/queues/:queue/failed/:jobId/retry: why, required, kept in the audit. */
export const JobRetryReasonSchema = v.object({
  reason: requiredText('Reason is required', { max: jobRetryReasonMax }),
});
export type JobRetryReasonInput = v.InferInput<typeof JobRetryReasonSchema>;
export type JobRetryReason = v.InferOutput<typeof JobRetryReasonSchema>;

/** Reply of a retry: the job, waiting to run again. */
export const RetriedJobSchema = v.object({ jobId: v.string(), queue: v.string(), state: v.string() });
export type RetriedJob = v.InferOutput<typeof RetriedJobSchema>;

/**
 * One month's cycle as the data records it (each plan's month once, in the transaction that
 * settled it): the plans charged, their tonnes and amount; the plans skipped (nothing left to
 * offset, which completes the plan, or no listing to supply the month, tried again the next
 * day) and paused (the wallet could not pay, or the budget buys less than a tonne); and when
 * the first and last were settled. A month skipped or paused and charged later counts as charged.
 */
export const PlanCycleSchema = v.object({
  month: v.string(),
  plansCharged: v.number(),
  plansSkipped: v.number(),
  plansPaused: v.number(),
  skipped: v.object({ nothingLeft: v.number(), noListing: v.number() }),
  paused: v.object({ funds: v.number(), price: v.number() }),
  tonnes: v.number(),
  chargedCents: v.number(),
  firstRunAt: v.string(),
  lastRunAt: v.string(),
});
export type PlanCycle = v.InferOutput<typeof PlanCycleSchema>;

/** A plan as `pnpm ops plans list` shows it: status, why paused, months so far, last charge. */
export const PlanOverviewSchema = v.object({
  planId: v.string(),
  email: v.string(),
  year: v.number(),
  status: v.picklist(planStatuses),
  pausedReason: v.nullable(v.picklist(planPauseReasons)),
  monthlyBudgetCents: v.nullable(v.number()),
  monthsCovered: v.number(),
  tonnesRetired: v.number(),
  lastMonth: v.nullable(v.string()),
  lastRunAt: v.nullable(v.string()),
});
export type PlanOverview = v.InferOutput<typeof PlanOverviewSchema>;

/** The cycles shown at most: a year of months. */
export const planCyclesShown = 12;

/** Reply of GET /api/console/plans/cycles: the last months a cycle settled plans for, newest first. */
export const PlanCyclesSchema = v.object({ cycles: v.array(PlanCycleSchema) });
export type PlanCycles = v.InferOutput<typeof PlanCyclesSchema>;

/** The columns the plans list sorts by: `created` is the order the plans were made in. */
export const planOverviewSorts = ['created', 'email', 'year', 'status', 'lastCharge'] as const;
export type PlanOverviewSort = (typeof planOverviewSorts)[number];

/** GET /api/console/plans: a numbered page, newest first unless asked, of one status and a search by email. */
export const PlanOverviewQuerySchema = v.object({
  ...consoleTableQuery(planOverviewSorts, { sort: 'created', order: 'desc' }).entries,
  status: v.optional(v.picklist(planStatuses, `must be one of ${planStatuses.join(', ')}`)),
  q: ConsoleSearchSchema,
});
export type PlanOverviewQueryInput = v.InferInput<typeof PlanOverviewQuerySchema>;
export type PlanOverviewQuery = v.InferOutput<typeof PlanOverviewQuerySchema>;

/** Reply of GET /api/console/plans: one numbered page of plans. */
export const PlanOverviewPageSchema = v.object({ plans: v.array(PlanOverviewSchema), ...ConsolePageSchema.entries });
export type PlanOverviewPage = v.InferOutput<typeof PlanOverviewPageSchema>;
