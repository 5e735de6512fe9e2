import type { Domain, ServiceFactories } from '../domain';
import { planCommands } from './commands';
import { cycleJob, fundedJob, tickJob } from './plan-jobs';
import { createPlansService, type PlansService } from './plans-service';
import { planRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlansService;
  }
}

/**
 * Monthly plans (docs/jobs.md#monthly-plans): each retires part of a year's record every month,
 * paid from the wallet, charged once per plan and month by the job engine's cycle.
 */
export const plansDomain: Domain = {
  name: 'plans',
  services: { plans: (deps) => createPlansService(deps, deps.clock) } satisfies ServiceFactories<'plans'>,
  endpoints: planRoutes,
  commands: planCommands,
  jobs: { 'plans.cycle': cycleJob, 'plans.tick': tickJob, 'plans.funded': fundedJob },
  schedules: [{ queue: 'plans.tick', cron: '5 0 * * *' }],
};
