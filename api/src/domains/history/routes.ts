import type { FastifyPluginAsync } from 'fastify';
import { CheckoutRecordPageSchema, HistoryPageQuerySchema, TopUpWithdrawalRecordPageSchema } from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { parseQuery } from '../../lib/parse-query';
import { currentAccount } from '../../plugins/app/authenticate';

/** The wallet's history tabs: Completed (top-ups and withdrawals) and Checkout. */
const userHistoryRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/topup-withdrawal-records',
    {
      schema: docs({
        summary: 'A page of completed top-ups and withdrawals',
        query: HistoryPageQuerySchema,
        reply: TopUpWithdrawalRecordPageSchema,
      }),
    },
    async (request) => {
      const query = parseQuery(HistoryPageQuerySchema, request.query);
      return app.walletHistory.topUpWithdrawalRecords(currentAccount(request), query);
    },
  );

  app.get(
    '/user-checkout-records',
    { schema: docs({ summary: 'A page of checkouts', query: HistoryPageQuerySchema, reply: CheckoutRecordPageSchema }) },
    async (request) => {
      const query = parseQuery(HistoryPageQuerySchema, request.query);
      return app.walletHistory.checkoutRecords(currentAccount(request), query);
    },
  );
};

export default userHistoryRoutes;
