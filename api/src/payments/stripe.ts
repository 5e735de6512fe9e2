import Stripe from 'stripe';
import { refused, successPagePath, type CompletionEvent, type PaymentProvider, type VerifiedEvent } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

export interface StripeOptions {
  /** How the library reaches Stripe's API; tests pass one over a fake `fetch`, so nothing leaves the machine. */
  httpClient?: Stripe.HttpClient;
}

/** The checkout session of an event that means "paid", or null for any other event. */
function paidSession(event: Stripe.Event): Stripe.Checkout.Session | null {
  if (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid') {
    return event.data.object;
  }
  // A delayed payment method (a bank debit) reports its success later, in its own event.
  if (event.type === 'checkout.session.async_payment_succeeded') return event.data.object;
  return null;
}

function completionOf(event: Stripe.Event): VerifiedEvent {
  const session = paidSession(event);
  if (!session) return { verified: true, completion: null };
  if (session.currency !== 'usd' || session.amount_total === null) {
    return refused(`Checkout session ${session.id} is not a USD payment`);
  }
  const completion: CompletionEvent = {
    eventId: event.id,
    providerSessionId: session.id,
    amountCents: session.amount_total,
  };
  return { verified: true, completion };
}

/** Stripe Checkout: a hosted page per top-up, and webhooks verified by the library on their raw bytes. */
export function createStripeProvider(settings: StripeSettings, options: StripeOptions = {}): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    appInfo: { name: 'Carbon Commons' },
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  return {
    name: 'stripe',

    async createCheckoutSession({ sessionId, amountCents, customerEmail, origin, returnTo }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: amountCents,
                product_data: { name: 'Carbon Commons wallet top-up' },
              },
            },
          ],
          customer_email: customerEmail,
          client_reference_id: sessionId,
          metadata: { paymentSessionId: sessionId },
          success_url: `${origin}${successPagePath(sessionId, returnTo)}`,
          cancel_url: `${origin}/wallet`,
        },
        // Our session id is unique per account and idempotency key: a retry gets Stripe's same session.
        { idempotencyKey: `commons-top-up-${sessionId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { providerSessionId: session.id, url: session.url };
    },

    verifyEvent(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') return refused('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        return refused(`Stripe event refused: ${error instanceof Error ? error.message : String(error)}`);
      }
      return completionOf(event);
    },
  };
}
