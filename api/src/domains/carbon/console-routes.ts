import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { consoleRoute } from '../staff/console-route';
import { opsCommandOf, runAsStaff } from '../staff/console-command';
import { carbonCommands } from './commands';
import { createOperationalDataOperations, type RecordDecision } from './operational-data-operations';

/**
 * The console's yearly-data reviews (docs/api.md#the-console-api): records by status, and a
 * decision run as `pnpm ops operational-data approve|reject` with the staff member as actor.
 */
export const recordReviewRoutes: FastifyPluginAsync = async (app) => {
  const records = createOperationalDataOperations({ db: app.db, config: app.config, jobs: app.jobs });

  consoleRoute(app, consoleApi.reviewRecords, async (request) => {
    const { query } = request.input;
    const found = await records.page(query);
    return { records: found.records, page: query.page, limit: query.limit, total: found.total };
  });

  consoleRoute(app, consoleApi.decideRecord, async (request) => {
    const { operationalDataId } = request.input.params;
    const decision = request.input.body;
    if (decision.decision === 'REJECTED') {
      return runAsStaff<RecordDecision>(app, request, opsCommandOf(carbonCommands, 'operational-data.reject'), { operationalDataId, reason: decision.reason });
    }
    const { emissions, reason } = decision;
    return runAsStaff<RecordDecision>(app, request, opsCommandOf(carbonCommands, 'operational-data.approve'), { operationalDataId, emissions, reason });
  });
};
