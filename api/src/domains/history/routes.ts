import type { FastifyPluginAsync } from 'fastify';
import { HistoryPageQuerySchema } from '@commons/shared/schemas';
import { parseQuery } from '../../lib/parse-query';
import { currentUser } from '../../plugins/app/authenticate';
import { access } from '../../plugins/app/authorize';

/** Like every wallet route: APPROVED, and WALLET in a sub-user's policy. */
const walletAccess = access({ menu: 'WALLET' });

/** The wallet's history tabs: Completed (top-ups and withdrawals) and Checkout. */
const userHistoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/topup-withdrawal-records', walletAccess, async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    const walletId = await app.walletHistory.walletOf(currentUser(request), query.historyId);
    return app.walletHistory.topUpWithdrawalRecords(walletId, query);
  });

  app.get('/user-checkout-records', walletAccess, async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    const walletId = await app.walletHistory.walletOf(currentUser(request), query.historyId);
    return app.walletHistory.checkoutRecords(walletId, query);
  });
};

export default userHistoryRoutes;
