import fp from 'fastify-plugin';
import { waitingMailIds } from './claims';
import type { SenderTiming } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** How this app's `mail.send` jobs lease and retry (tests shorten it). */
    mailTiming: SenderTiming;
  }
}

/**
 * The outbox's side of the job engine: every queued mail has its `mail.send` job from
 * the transaction that wrote it; a process that runs the jobs also hands the engine, once ready,
 * any mail still waiting without one (written before this version, or its job given up).
 */
export default fp<{ timing: SenderTiming }>(
  async (app, { timing }) => {
    app.decorate('mailTiming', timing);
    if (!app.config.runJobs) return;
    app.addHook('onReady', async () => {
      // One job per mail at a time: the key refuses a second while the first waits or runs.
      for (const mailId of await waitingMailIds(app.db)) await app.jobs.sendNow('mail.send', { mailId }, { singletonKey: mailId });
    });
  },
  { name: 'mail-sender', dependencies: ['config', 'db', 'jobs'] },
);
