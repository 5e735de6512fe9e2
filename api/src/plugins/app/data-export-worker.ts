import fp from 'fastify-plugin';
import { createCertificateFiles } from '../../domains/your-data/certificate-files';
import { siteOrigin } from '../../lib/site-origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds the exports the owners asked for, outside their requests. */
    dataExportWorker: { wake(): void; idle(): Promise<void> };
  }
}

/** Certificates drawn ahead per pass: a few seconds of one core at most, between exports. */
const certificatesPerPass = 20;

/** How often the worker looks for work it was not woken for: a job left by a server that died, an expired file. */
const pollMs = 15_000;

/**
 * The background side of the data exports: woken after an export's reply, and on a timer,
 * which also picks up a job whose server died mid-build (its lease runs out), removes the files
 * of expired links and draws the certificates of new retirements ahead of any export. One pass at a time per process; several processes share the jobs
 * through the claim (SKIP LOCKED). Closing the app waits for the pass under way.
 */
export default fp(
  async (app) => {
    let running: Promise<void> | null = null;
    let again = false;
    let timer: NodeJS.Timeout | null = null;

    const certificateFiles = createCertificateFiles({ db: app.db, blobs: app.blobs });
    const pass = async () => {
      try {
        const origin = siteOrigin(app);
        await app.dataExports.runPending(origin, (error, exportId) => app.log.error({ err: error, exportId }, 'data export failed'));
        await app.dataExports.sweepExpired();
        // Exports first; then the certificates of new retirements, so the next export reads them
        // back. Only by a listening server: an app built for injected requests (the API tests)
        // keeps its database as its requests leave it.
        if (app.server.listening) await certificateFiles.drawMissing(origin, certificatesPerPass);
      } catch (error) {
        app.log.error({ err: error }, 'data export worker pass failed');
      }
    };

    const wake = () => {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await pass();
        } while (again && timer);
      })().finally(() => {
        running = null;
      });
    };

    app.decorate('dataExportWorker', { wake, idle: async () => { while (running) await running; } });
    app.addHook('onReady', async () => {
      timer = setInterval(wake, pollMs);
      timer.unref();
      // Jobs left waiting when the server last stopped.
      wake();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
    });
  },
  { name: 'data-export-worker', dependencies: ['services'] },
);
