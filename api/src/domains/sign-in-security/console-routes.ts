import type { FastifyInstance } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { opsCommandOf, runAsStaff } from '../staff/console-command';
import { consoleRoute } from '../staff/console-route';
import { twoFactorCommands } from './commands';
import { createRecoveryRequestOperations, type RecoveryDecision } from './recovery-request-operations';

const approve = opsCommandOf(twoFactorCommands, 'two-factor.approve');
const refuse = opsCommandOf(twoFactorCommands, 'two-factor.refuse');

/**
 * Customers' lost-second-factor requests in the console (docs/product-rules.md#losing-the-second-factor):
 * each decision runs its `pnpm ops two-factor` command with the operator as the audit's actor.
 */
export function registerRecoveryConsoleRoutes(app: FastifyInstance) {
  const requests = createRecoveryRequestOperations({ db: app.db, jobs: app.jobs, config: app.config });

  consoleRoute(app, consoleApi.recoveryRequests, async (request) => {
    const { page, limit } = request.input.query;
    const [waiting, total] = await Promise.all([requests.list({ page, limit }), requests.countWaiting()]);
    return { page, limit, total, requests: waiting };
  });

  consoleRoute(app, consoleApi.approveRecoveryRequest, async (request) =>
    runAsStaff<RecoveryDecision>(app, request, approve, { requestId: request.input.params.requestId, check: request.input.body.check }),
  );

  consoleRoute(app, consoleApi.refuseRecoveryRequest, async (request) =>
    runAsStaff<RecoveryDecision>(app, request, refuse, { requestId: request.input.params.requestId, reason: request.input.body.reason }),
  );
}
