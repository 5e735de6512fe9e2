import type { FastifyPluginAsync } from 'fastify';
import { plans } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount } from '../../plugins/app/authenticate';

/** Monthly plans paid from the wallet (docs/jobs.md#monthly-plans): listed, started and changed. */
export const planRoutes: FastifyPluginAsync = async (app) => {
  route(app, plans.plans, async (request) => app.plans.list(currentAccount(request)));

  route(app, plans.createPlan, async (request) =>
    app.plans.create(currentAccount(request), request.input.body, siteOrigin(app, request)),
  );

  route(app, plans.pausePlan, async (request) => app.plans.pause(currentAccount(request), request.input.params.planId));

  route(app, plans.resumePlan, async (request) =>
    app.plans.resume(currentAccount(request), request.input.params.planId, siteOrigin(app, request)),
  );

  route(app, plans.cancelPlan, async (request) => app.plans.cancel(currentAccount(request), request.input.params.planId));
};
