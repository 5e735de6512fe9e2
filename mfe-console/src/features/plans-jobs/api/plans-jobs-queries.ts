import { getFailedJobs, getJobQueues, getPlanCycles, getPlanOverview, plansJobsQueryKeys } from '@commons/shared/api';
import { cursorListQueryOptions } from '@commons/shared/query';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

/** The last monthly cycles of plans, as their charges record them. */
export const usePlanCycles = () => useQuery(queryOptions({ queryKey: plansJobsQueryKeys.cycles, queryFn: ({ signal }) => getPlanCycles(signal), select: (reply) => reply.cycles }));

/** The plans with their status and last charge, ten at a time, as one growing list. */
export const usePlanOverview = () =>
  useInfiniteQuery(cursorListQueryOptions({ queryKey: plansJobsQueryKeys.plans, fetchPage: getPlanOverview, rowsOf: (page) => page.plans }));

/** Every queue of the job engine with its counts; read again every half minute, as jobs move all the time. */
export const useJobQueues = () =>
  useQuery(
    queryOptions({ queryKey: plansJobsQueryKeys.queues, queryFn: ({ signal }) => getJobQueues(signal), select: (reply) => reply.queues, refetchInterval: 30_000 }),
  );

/** One queue's failed jobs, the latest failure first, ten at a time. */
export const useFailedJobs = (queue: string) =>
  useInfiniteQuery(
    cursorListQueryOptions({
      queryKey: plansJobsQueryKeys.failed(queue),
      fetchPage: (page) => getFailedJobs(queue, page),
      rowsOf: (page) => page.jobs,
    }),
  );
