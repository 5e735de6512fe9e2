import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import type { RetriedJob } from '@commons/shared/schemas';
import { runAsStaff, opsCommandOf } from '../staff/console-command';
import { consoleRoute } from '../staff/console-route';
import { jobCommands } from './commands';
import { failedJobs, knownQueue } from './failed-jobs';
import { jobCounts } from './job-counts';

/**
 * The job engine on the console's Plans and jobs screen (docs/api.md#the-console-api): counts and
 * failed jobs read as `pnpm ops jobs list` reads them; a retry is the `jobs retry` ops command run
 * as the staff member, audited with them as the actor (docs/operations.md#the-audit).
 */
export const jobConsoleRoutes: FastifyPluginAsync = async (app) => {
  const retry = opsCommandOf(jobCommands, 'jobs.retry');

  consoleRoute(app, consoleApi.jobQueues, async () => ({ queues: await jobCounts(app.db) }));

  consoleRoute(app, consoleApi.failedJobs, async (request) => {
    const { params, query } = request.input;
    const { jobs, total } = await failedJobs(app.db, knownQueue(params.queue), query);
    return { jobs, page: query.page, limit: query.limit, total };
  });

  consoleRoute(app, consoleApi.retryJob, async (request) => {
    const { params, body } = request.input;
    return runAsStaff<RetriedJob>(app, request, retry, { queue: params.queue, jobId: params.jobId, reason: body.reason });
  });
};
