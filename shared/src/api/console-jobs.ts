import { consoleApi } from '@commons/shared/contract';
import type { FailedJobsQueryInput, JobRetryReasonInput, PlanOverviewQueryInput } from '@commons/shared/schemas';
import { callConsole } from './client';

/** Query keys of the Plans and jobs screen: a retry updates every list under `jobs`. */
export const plansJobsQueryKeys = {
  cycles: ['console', 'plans', 'cycles'] as const,
  plans: ['console', 'plans', 'list'] as const,
  jobs: ['console', 'jobs'] as const,
  queues: ['console', 'jobs', 'queues'] as const,
  failed: (queue: string) => ['console', 'jobs', 'failed', queue] as const,
};

/** The last monthly cycles of plans, as the charges record them. */
export const getPlanCycles = (signal?: AbortSignal) => callConsole(consoleApi.planCycles, {}, { signal });

/** One numbered page of plans, sorted and filtered as asked (newest first unless asked). */
export const getPlanOverview = (query: PlanOverviewQueryInput, options?: { signal?: AbortSignal }) =>
  callConsole(consoleApi.planOverview, { query }, options);

/** Every queue of the job engine with its jobs by state. */
export const getJobQueues = (signal?: AbortSignal) => callConsole(consoleApi.jobQueues, {}, { signal });

/** One numbered page of a queue's failed jobs, sorted and searched as asked (the latest failure first unless asked). */
export const getFailedJobs = (queue: string, query: FailedJobsQueryInput, options?: { signal?: AbortSignal }) =>
  callConsole(consoleApi.failedJobs, { params: { queue }, query }, options);

/** Sends a failed job back to its queue; the reason is kept in the audit. */
export const retryJob = (queue: string, jobId: string, body: JobRetryReasonInput) =>
  callConsole(consoleApi.retryJob, { params: { queue, jobId }, body });
