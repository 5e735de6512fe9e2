import type { FastifyPluginAsync } from 'fastify';
import { parseBody } from '../../lib/parse-body';
import { statusActions } from './account-status';
import { AccountOperatorSchemas } from './operator-schemas';

/** The account commands of `pnpm ops` for when this server holds the embedded database. */
const operatorAccountRoutes: FastifyPluginAsync = async (app) => {
  app.post('/list', async (request) => {
    const { status } = parseBody(AccountOperatorSchemas.list, request.body);
    return { accounts: await app.accountOperations.list(status) };
  });

  // One route per action: POST /approve, /reject, /suspend, /reinstate with `{ email }`.
  for (const action of statusActions) {
    app.post(`/${action}`, async (request) => {
      const { email } = parseBody(AccountOperatorSchemas.changeStatus, request.body);
      return app.accountOperations.changeStatus(email, action);
    });
  }
};

export default operatorAccountRoutes;
