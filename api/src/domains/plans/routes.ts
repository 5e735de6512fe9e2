import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { CreatePlanSchema, PlanParamsSchema, PlanSchema } from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import { idempotent } from '@commons/server-kernel/lib/idempotent';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** What each change of a plan does, for its summary in the document. */
const changes = {
  pause: 'Pause a monthly plan: no month is charged until it resumes',
  resume: 'Resume a paused plan; a month it left unpaid, and this month, are paid at once',
  cancel: 'Cancel a monthly plan for good; what it retired stays retired',
} as const;

/** `/carbon-offsets/individual/plans`: monthly plans paid from the wallet (issue 32). */
export const planRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/plans',
    { schema: docs({ summary: "The account's monthly plans, newest first", reply: v.array(PlanSchema) }) },
    async (request) => app.plans.list(currentAccount(request)),
  );

  app.post(
    '/plans',
    idempotent(withBody({ summary: "Start a monthly plan for a year's record; this month is paid at once", body: CreatePlanSchema, reply: PlanSchema, status: 201 })),
    async (request, reply) => reply.code(201).send(await app.plans.create(currentAccount(request), request.body, siteOrigin(app, request))),
  );

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/plans/:planId/${action}`,
      idempotent({ schema: docs({ summary: changes[action], params: PlanParamsSchema, reply: PlanSchema }) }),
      async (request) => {
        const { planId } = parseBody(PlanParamsSchema, request.params);
        const account = currentAccount(request);
        if (action === 'resume') return app.plans.resume(account, planId, siteOrigin(app, request));
        return app.plans[action](account, planId);
      },
    );
  }
};
