import type { FastifyPluginAsync } from 'fastify';
import { HistoryPageQuerySchema } from '@commons/shared/schemas';
import { parseQuery } from '../../lib/parse-query';
import { currentAccount } from '../../plugins/app/authenticate';

/** The wallet's history tabs: Completed (top-ups and withdrawals) and Checkout. */
const userHistoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/topup-withdrawal-records', async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    return app.walletHistory.topUpWithdrawalRecords(currentAccount(request), query);
  });

  app.get('/user-checkout-records', async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    return app.walletHistory.checkoutRecords(currentAccount(request), query);
  });
};

export default userHistoryRoutes;
