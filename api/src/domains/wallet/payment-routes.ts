import type { FastifyPluginAsync } from 'fastify';
import { isSandbox } from '../../payments';
import sandboxCheckoutRoutes from './sandbox-checkout-routes';
import webhookRoutes from './webhook-routes';

/**
 * The payment provider's side of the API, outside `/api/api`: it is called by the provider
 * and by the payer's browser, not by the signed-in client. Only the configured provider's
 * routes exist, so a Stripe deployment has no sandbox page that could pay with a test card.
 */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(webhookRoutes, { prefix: '/webhook' });
  if (isSandbox(app.payments)) {
    await app.register(sandboxCheckoutRoutes, { prefix: '/sandbox', provider: app.payments });
  }
};

export default paymentRoutes;
