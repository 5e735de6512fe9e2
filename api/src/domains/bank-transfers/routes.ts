import type { FastifyPluginAsync } from 'fastify';
import { bankTransferOrders as orders } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount } from '../../plugins/app/authenticate';

/** The buyer's bank-transfer orders (docs/product-rules.md#bank-transfer-orders): placed, listed and cancelled. */
export const bankTransferOrderRoutes: FastifyPluginAsync = async (app) => {
  route(app, orders.createBankTransferOrder, async (request) =>
    app.bankTransferOrders.create(currentAccount(request), request.input.body, siteOrigin(app, request)),
  );

  route(app, orders.bankTransferOrders, async (request) => app.bankTransferOrders.page(currentAccount(request), request.input.query));

  route(app, orders.bankTransferOrder, async (request) => app.bankTransferOrders.one(currentAccount(request), request.input.params.orderId));

  route(app, orders.cancelBankTransferOrder, async (request) =>
    app.bankTransferOrders.cancel(currentAccount(request), request.input.params.orderId, siteOrigin(app, request)),
  );
};
