import fp from 'fastify-plugin';
import { createPaymentProvider, type PaymentProvider } from '../../payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider `PAYMENT_PROVIDER` names. */
    payments: PaymentProvider;
  }
}

/** The payment provider of the configuration, or one the caller injected (tests fake Stripe's network). */
export default fp<{ provider?: PaymentProvider }>(
  async (app, { provider }) => {
    app.decorate('payments', provider ?? (await createPaymentProvider(app.config.payments)));
  },
  { name: 'payments', dependencies: ['config'] },
);
