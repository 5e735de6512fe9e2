import { getFailedJobs, getJobQueues, getPlanCycles, getPlanOverview, plansJobsQueryKeys } from '@commons/shared/api';
import type { FailedJobsQueryInput, PlanOverviewQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The last monthly cycles of plans, as their charges record them. */
export const usePlanCycles = () => useQuery(queryOptions({ queryKey: plansJobsQueryKeys.cycles, queryFn: ({ signal }) => getPlanCycles(signal), select: (reply) => reply.cycles }));

/** One numbered page of plans with their status and last charge; the page shown stays while the next one loads. */
export const usePlanOverview = (query: PlanOverviewQueryInput) =>
  useQuery(
    queryOptions({
      queryKey: [...plansJobsQueryKeys.plans, query] as const,
      queryFn: ({ signal }) => getPlanOverview(query, { signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** Every queue of the job engine with its counts; read again every half minute, as jobs move all the time. */
export const useJobQueues = () =>
  useQuery(
    queryOptions({ queryKey: plansJobsQueryKeys.queues, queryFn: ({ signal }) => getJobQueues(signal), select: (reply) => reply.queues, refetchInterval: 30_000 }),
  );

/** One numbered page of a queue's failed jobs as the server sorts and searches them; the page shown stays while the next one loads. */
export const useFailedJobs = (queue: string, query: FailedJobsQueryInput) =>
  useQuery(
    queryOptions({
      queryKey: [...plansJobsQueryKeys.failed(queue), query] as const,
      queryFn: ({ signal }) => getFailedJobs(queue, query, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
