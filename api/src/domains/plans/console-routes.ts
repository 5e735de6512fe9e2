import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { planCyclesShown } from '@commons/shared/schemas';
import { offsetCursors, offsetOf } from '../staff/offset-cursor';
import { consoleRoute } from '../staff/console-route';
import { recentCycles } from './cycle-history';
import { createPlanOperations } from './plan-operations';

/**
 * Monthly plans on the console's Plans and jobs screen (docs/api.md#the-console-api): the last
 * cycles as their charges record them, and the plans as `pnpm ops plans list` shows them, paged.
 */
export const planConsoleRoutes: FastifyPluginAsync = async (app) => {
  const plans = createPlanOperations(app);

  consoleRoute(app, consoleApi.planCycles, async () => ({ cycles: await recentCycles(app.db, planCyclesShown) }));

  // The command's list, paged here: the plans are few (one per account and year).
  consoleRoute(app, consoleApi.planOverview, async (request) => {
    const { limit, cursor } = request.input.query;
    const offset = offsetOf(cursor);
    const all = await plans.list();
    return { plans: all.slice(offset, offset + limit), ...offsetCursors(offset, limit, all.length > offset + limit) };
  });
};
