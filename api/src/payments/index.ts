import type { PaymentsConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

export type { CheckoutRequest, CheckoutSession, CompletionEvent, PaymentProvider, VerifiedEvent } from './provider';

/** The provider `PAYMENT_PROVIDER` names. The sandbox needs its secret (see `withSandboxSecret`). */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  if (config.provider === 'stripe') return createStripeProvider(config);
  if (!config.webhookSecret) throw new Error('The sandbox payment provider needs PAYMENT_WEBHOOK_SECRET');
  return createSandboxProvider(config.webhookSecret);
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'completionEvent' in provider;
