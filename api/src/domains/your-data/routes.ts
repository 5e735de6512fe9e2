import type { FastifyPluginAsync } from 'fastify';
import {
  AccountDeletedSchema,
  AccountDeletionRequestedSchema,
  ConfirmAccountDeletionSchema,
  DataExportListSchema,
  DataExportSchema,
  DownloadDataExportSchema,
} from '@commons/shared/schemas';
import * as v from 'valibot';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { idempotent } from '@commons/server-kernel/lib/idempotent';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** The sending routes take no fields: `{}`. */
const NoFieldsSchema = v.strictObject({}, 'send an empty JSON object');

/**
 * `/user/individual`: the owner's data (issue 31), its export and its deletion. The export is
 * built after the reply by the worker (`data-export-worker.ts`), which this route wakes.
 */
export const yourDataRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/data-exports',
    { schema: docs({ summary: "The account's latest exports of its data", reply: DataExportListSchema }) },
    async (request) => ({ exports: await app.dataExports.list(currentAccount(request)) }),
  );

  app.post(
    '/data-exports',
    {
      ...idempotent(withBody({ summary: 'Ask for an export of the account, mailed as a link', body: NoFieldsSchema, reply: DataExportSchema, status: 202 })),
      // After the reply has gone: the build takes seconds.
      onResponse: async () => app.dataExportWorker.wake(),
    },
    async (request, reply) =>
      reply.code(202).send(await app.dataExports.request(currentAccount(request), siteOrigin(app, request))),
  );

  app.post(
    '/data-exports/download',
    withBody({
      summary: "The export's ZIP: the mailed link's token, by the signed-in account it belongs to",
      body: DownloadDataExportSchema,
      produces: { type: 'application/zip', description: 'The ZIP of the account' },
    }),
    async (request, reply) => {
      const { content, size, requestedAt } = await app.dataExports.download(currentAccount(request), request.body.token);
      return reply
        .type('application/zip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="carbon-commons-data-${requestedAt.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    '/account-deletion',
    idempotent(withBody({ summary: 'Ask to delete the account: a confirmation is mailed', body: NoFieldsSchema, reply: AccountDeletionRequestedSchema, status: 202 })),
    async (request, reply) =>
      reply.code(202).send(await app.accountDeletion.request(currentAccount(request), siteOrigin(app, request))),
  );

  app.post(
    '/account-deletion/confirm',
    withBody({ summary: "Erase the account of the mailed confirmation's token", body: ConfirmAccountDeletionSchema, reply: AccountDeletedSchema }),
    async (request) => app.accountDeletion.confirm(request.body.token),
  );
};
