import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { auditExportFileName } from '@commons/shared/schemas';
import { auditCsv } from '@commons/platform/audit/audit-csv';
import { allAuditEvents, auditEventsPage, auditKinds } from '@commons/platform/audit/audit-query';
import { consoleRoute } from '../staff/console-route';
import { sent } from './commands';

/**
 * The console's Audit screen (docs/operations.md#the-audit): the same reads as `pnpm ops audit
 * list` and `export`, for operators. Registered inside the console's routes, under their checks.
 */
export const auditConsoleRoutes: FastifyPluginAsync = async (app) => {
  consoleRoute(app, consoleApi.auditEvents, async (request) => {
    const { query } = request.input;
    const { events, total } = await auditEventsPage(app.db, query);
    return { events: events.map(sent), page: query.page, limit: query.limit, total };
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
