import type { FastifyPluginAsync } from 'fastify';
import { history } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { currentAccount } from '../../plugins/app/authenticate';

/** The wallet's history tabs: Completed (top-ups and withdrawals) and Checkout. */
const userHistoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, history.topUpWithdrawalRecords, async (request) =>
    app.walletHistory.topUpWithdrawalRecords(currentAccount(request), request.input.query),
  );

  route(app, history.checkoutRecords, async (request) =>
    app.walletHistory.checkoutRecords(currentAccount(request), request.input.query),
  );
};

export default userHistoryRoutes;
