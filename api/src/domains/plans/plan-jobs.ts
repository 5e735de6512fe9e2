import type { FastifyInstance } from 'fastify';
import type { Job } from 'pg-boss';
import { planMonthOf, planReminderDays } from '@commons/shared/domain';
import { siteOrigin } from '../../lib/site-origin';
import { remindLowBalances, resumeFunded, runCycle, type CycleReport } from './plan-cycle';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Batches of plans charged side by side: on PostgreSQL each holds a connection of the pool for
 * its transaction, and two overlapped best, as checkouts' do (bench/README.md, "Plans' months in
 * the batch"); PGlite has one connection anyway.
 */
const cycleConcurrency = (app: FastifyInstance) => (app.config.databaseUrl ? 2 : 1);

/** The cycle of the month holding `at`. */
const cycleAt = (app: FastifyInstance, at: Date): Promise<CycleReport> =>
  runCycle(app.db, planMonthOf(at), {
    origin: siteOrigin(app),
    jobs: app.jobs,
    concurrency: cycleConcurrency(app),
    onError: (error, planId) => app.log.error({ err: error, planId }, 'a plan could not be charged; the next cycle tries again'),
  });

/** The month's cycle at `at` (an ISO date), as `pnpm ops plans run --at` sends it. */
export const cycleJob = (app: FastifyInstance) => async (job: Job<{ at: string }>): Promise<CycleReport> => cycleAt(app, new Date(job.data.at));

/**
 * Every day at 00:05 UTC: the month's cycle (on the 1st it charges every plan; later days only
 * what an earlier attempt left, or a server that was down on the 1st missed), and three days
 * before the 1st the low-balance reminders of the coming month.
 */
export const tickJob = (app: FastifyInstance) => async (): Promise<{ cycle: CycleReport; reminded: number }> => {
  const now = new Date();
  const cycle = await cycleAt(app, now);
  const ahead = new Date(now.getTime() + planReminderDays * dayMs);
  const reminded = ahead.getUTCDate() === 1 ? await remindLowBalances(app.db, app.jobs, planMonthOf(ahead), siteOrigin(app)) : 0;
  return { cycle, reminded };
};

/** A top-up came in: resume the owner's plans a lack of funds paused, paying what they missed. */
export const fundedJob = (app: FastifyInstance) => async (job: Job<{ ownerId: string }>): Promise<{ resumed: number }> => ({
  resumed: await resumeFunded(app.db, app.jobs, job.data.ownerId, new Date(), siteOrigin(app)),
});
