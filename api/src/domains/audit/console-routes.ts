import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { auditExportFileName, auditPageLimits } from '@commons/shared/schemas';
import { auditCsv } from '@commons/platform/audit/audit-csv';
import { allAuditEvents, auditKinds, listAuditEvents } from '@commons/platform/audit/audit-query';
import { consoleRoute } from '../staff/console-route';
import { sent } from './commands';

/**
 * The console's Audit screen (docs/operations.md#the-audit): the same reads as `pnpm ops audit
 * list` and `export`, for operators. Registered inside the console's routes, under their checks.
 */
export const auditConsoleRoutes: FastifyPluginAsync = async (app) => {
  consoleRoute(app, consoleApi.auditEvents, async (request) => {
    const { before, limit, ...filter } = request.input.query;
    const page = await listAuditEvents(app.db, filter, { before, limit: limit ?? auditPageLimits.default });
    return { events: page.events.map(sent), next: page.next };
  });

  consoleRoute(app, consoleApi.auditKinds, async () => ({ kinds: await auditKinds(app.db) }));

  consoleRoute(app, consoleApi.auditExport, async (request, reply) => {
    const csv = auditCsv(await allAuditEvents(app.db, request.input.query));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${auditExportFileName(new Date())}"`)
      .send(csv);
  });
};
