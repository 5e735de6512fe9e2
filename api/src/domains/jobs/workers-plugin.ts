import fp from 'fastify-plugin';
import { domains } from '../index';

/**
 * Runs every domain's queues in this process once the app is ready, unless `RUN_JOBS=false`
 * leaves them to worker processes (api/src/worker.ts), and keeps the domains' schedules.
 */
export default fp(
  async (app) => {
    if (!app.config.runJobs) return;
    app.addHook('onReady', async () => {
      for (const domain of domains) {
        for (const [queue, handlerOf] of Object.entries(domain.jobs ?? {})) await app.jobs.work(queue as never, handlerOf(app));
        for (const { queue, cron } of domain.schedules ?? []) await app.jobs.boss.schedule(queue, cron, null, { tz: 'UTC' });
      }
    });
  },
  { name: 'job-workers', dependencies: ['jobs', 'services'] },
);
