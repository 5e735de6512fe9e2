import type { PaymentsConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

export type { CheckoutRequest, CheckoutSession, CompletionEvent, PaymentProvider, VerifiedEvent } from './provider';

/**
 * The provider `PAYMENT_PROVIDER` names. The sandbox needs its secret (see `withSandboxSecret`).
 * The stripe package is loaded only for Stripe: the sandbox server does not carry it in its memory
 * (docs/performance.md#the-servers-memory).
 */
export async function createPaymentProvider(config: PaymentsConfig): Promise<PaymentProvider> {
  if (config.provider === 'stripe') return (await import('./stripe')).createStripeProvider(config);
  if (!config.webhookSecret) throw new Error('The sandbox payment provider needs PAYMENT_WEBHOOK_SECRET');
  return createSandboxProvider(config.webhookSecret);
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'completionEvent' in provider;
