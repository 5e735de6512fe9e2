import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { planCyclesShown } from '@commons/shared/schemas';
import { consoleRoute } from '../staff/console-route';
import { recentCycles } from './cycle-history';
import { createPlanOperations } from './plan-operations';

/**
 * Monthly plans on the console's Plans and jobs screen (docs/api.md#the-console-api): the last
 * cycles (each plan's month charged, skipped or paused), and the plans as `pnpm ops plans list`
 * shows them, paged, sorted and filtered in SQL.
 */
export const planConsoleRoutes: FastifyPluginAsync = async (app) => {
  const plans = createPlanOperations(app);

  consoleRoute(app, consoleApi.planCycles, async () => ({ cycles: await recentCycles(app.db, planCyclesShown) }));

  consoleRoute(app, consoleApi.planOverview, async (request) => {
    const { query } = request.input;
    return { page: query.page, limit: query.limit, ...(await plans.page(query)) };
  });
};
