import type { FastifyPluginAsync } from 'fastify';
import { HistoryPageQuerySchema } from '@commons/shared/schemas';
import { parseQuery } from '../../lib/parse-query';
import { currentAccount } from '../../plugins/app/authenticate';
import { access } from '../../plugins/app/authorize';

/** Like every wallet route: APPROVED, and WALLET in a sub-user's policy. */
const walletAccess = access({ menu: 'WALLET' });

/** The wallet's history tabs: Completed (top-ups and withdrawals) and Checkout. */
const userHistoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/topup-withdrawal-records', walletAccess, async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    return app.walletHistory.topUpWithdrawalRecords(currentAccount(request), query);
  });

  app.get('/user-checkout-records', walletAccess, async (request) => {
    const query = parseQuery(HistoryPageQuerySchema, request.query);
    return app.walletHistory.checkoutRecords(currentAccount(request), query);
  });
};

export default userHistoryRoutes;
