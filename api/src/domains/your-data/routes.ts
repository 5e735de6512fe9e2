import type { FastifyPluginAsync } from 'fastify';
import { yourData } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount } from '../../plugins/app/authenticate';

/**
 * The owner's data (docs/product-rules.md#your-data-export-and-deletion): its exports, their
 * download, and the account's deletion with its mailed confirmation.
 */
export const yourDataRoutes: FastifyPluginAsync = async (app) => {
  route(app, yourData.dataExports, async (request) => ({ exports: await app.dataExports.list(currentAccount(request)) }));

  route(app, yourData.downloadDataExport, async (request, reply) => {
    const { content, size, requestedAt } = await app.dataExports.download(currentAccount(request), request.input.body.token);
    return reply
      .type('application/zip')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="carbon-commons-data-${requestedAt.toISOString().slice(0, 10)}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(content);
  });

  // The export is built by the worker (`data-export-worker.ts`), woken once the reply has gone.
  route(
    app,
    yourData.requestDataExport,
    async (request) => app.dataExports.request(currentAccount(request), siteOrigin(app, request)),
    { onResponse: async () => app.dataExportWorker.wake() },
  );

  route(app, yourData.accountDeletionCheck, async (request) => app.accountDeletion.check(currentAccount(request)));

  route(app, yourData.requestAccountDeletion, async (request) =>
    app.accountDeletion.request(currentAccount(request), siteOrigin(app, request)),
  );

  route(app, yourData.confirmAccountDeletion, async (request) => app.accountDeletion.confirm(request.input.body.token));
};
