import type { FastifyPluginAsync } from 'fastify';
import { parseBody } from '../../lib/parse-body';
import { WithdrawalOperatorSchemas } from './operator-schemas';
import { withdrawalActions } from './withdrawal-operations';

/** The withdrawal commands of `pnpm ops` for when this server holds the embedded database. */
const operatorWithdrawalRoutes: FastifyPluginAsync = async (app) => {
  app.post('/list', async (request) => {
    const { status } = parseBody(WithdrawalOperatorSchemas.list, request.body);
    return { withdrawals: await app.withdrawalOperations.list(status) };
  });

  // POST /approve and /reject with `{ requestId, by }`.
  for (const action of withdrawalActions) {
    app.post(`/${action}`, async (request) => {
      const { requestId, by } = parseBody(WithdrawalOperatorSchemas.decide, request.body);
      return app.withdrawalOperations.decide(requestId, action, by);
    });
  }
};

export default operatorWithdrawalRoutes;
