import fp from 'fastify-plugin';
import { startJobEngine, type EngineOptions, type JobEngine } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine over the app's database (docs/jobs.md): services send jobs with it. */
    jobs: JobEngine;
  }
}

/**
 * Starts pg-boss on the app's database. Every process sends jobs; whether this one also runs
 * them is `config.runJobs` (workers-plugin.ts, beside this one). Stopped before the database closes,
 * letting the jobs under way finish first.
 */
export default fp<Pick<EngineOptions, 'sendDefaults'>>(
  async (app, { sendDefaults }) => {
    const engine = await startJobEngine(app.db, { log: app.log, supervise: app.config.runJobs, sendDefaults });
    app.decorate('jobs', engine);
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
