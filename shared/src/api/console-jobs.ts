import { consoleApi } from '@commons/shared/contract';
import type { JobRetryReasonInput } from '@commons/shared/schemas';
import { callConsole } from './client';
import { pageQuery, type PageRequest } from './paging';

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

/** One page of plans, newest first. */
export const getPlanOverview = (page: PageRequest = {}) =>
  callConsole(consoleApi.planOverview, { query: pageQuery(page) }, { signal: page.signal });

/** Every queue of the job engine with its jobs by state. */
export const getJobQueues = (signal?: AbortSignal) => callConsole(consoleApi.jobQueues, {}, { signal });

/** One page of a queue's failed jobs, the latest failure first. */
export const getFailedJobs = (queue: string, page: PageRequest = {}) =>
  callConsole(consoleApi.failedJobs, { params: { queue }, query: pageQuery(page) }, { signal: page.signal });

/** Sends a failed job back to its queue; the reason is kept in the audit. */
export const retryJob = (queue: string, jobId: string, body: JobRetryReasonInput) =>
  callConsole(consoleApi.retryJob, { params: { queue, jobId }, body });
