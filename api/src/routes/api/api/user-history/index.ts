import type { FastifyPluginAsync } from 'fastify';
import { HistoryPageQuerySchema } from '@commons/shared/schemas';
import { parseQuery } from '../../../../lib/parse-query';
import { currentUser } from '../../../../plugins/app/authenticate';

/** The wallet's history tabs: Completed (top-ups and withdrawals) and Checkout. */
const userHistoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/topup-withdrawal-records', async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    const walletId = await app.walletHistory.walletOf(currentUser(request), query.historyId);
    return app.walletHistory.topUpWithdrawalRecords(walletId, query);
  });

  app.get('/user-checkout-records', async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    const walletId = await app.walletHistory.walletOf(currentUser(request), query.historyId);
    return app.walletHistory.checkoutRecords(walletId, query);
  });
};

export default userHistoryRoutes;
