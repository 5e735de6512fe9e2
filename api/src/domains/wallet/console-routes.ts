import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import type { WithdrawalDecisionParams, WithdrawalReason } from '@commons/shared/schemas';
import { staffActor } from '@commons/platform/audit/audit-actor';
import { runOpsCommand } from '../../operator/run-command';
import { consoleRoute, currentConsoleSession } from '../staff/console-route';
import { withdrawalDecisionCommands } from './commands';
import { createPayoutSeals } from './payout-account-seals';
import { readWithdrawalAccount } from './withdrawal-account';
import type { WithdrawalAction } from './withdrawal-operations';

/**
 * The operator's withdrawal queue in the console (docs/api.md#the-console-api). A decision is the
 * `withdrawals approve|reject` ops command run as the staff member: the same rules, and its
 * audit event names them as the actor, with their reason (docs/operations.md#the-audit).
 */
export const withdrawalConsoleRoutes: FastifyPluginAsync = async (app) => {
  consoleRoute(app, consoleApi.withdrawalQueue, async (request) => app.withdrawalOperations.page(request.input.query));

  const deps = { db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs };
  /** Runs the decision's command as the signed-in member; replies with the request as decided. */
  const decide = async (request: FastifyRequest, action: WithdrawalAction, input: { params: WithdrawalDecisionParams; body: WithdrawalReason }) => {
    const { staff } = currentConsoleSession(request);
    const { requestId } = input.params;
    const body = { requestId, by: staff.name, reason: input.body.reason };
    await runOpsCommand(deps, withdrawalDecisionCommands[action], body, staffActor(staff));
    return app.withdrawalOperations.find(requestId);
  };
  consoleRoute(app, consoleApi.approveWithdrawal, async (request) => decide(request, 'approve', request.input));
  consoleRoute(app, consoleApi.rejectWithdrawal, async (request) => decide(request, 'reject', request.input));

  const seals = createPayoutSeals(app.config);
  consoleRoute(app, consoleApi.withdrawalAccount, async (request) =>
    readWithdrawalAccount(app.db, seals, request.input.params.requestId, staffActor(currentConsoleSession(request).staff)),
  );
};
