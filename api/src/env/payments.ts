import * as v from 'valibot';
import type { PaymentsConfig } from '../config';
import { optionalText, quotedChoices } from './readers';

/** Who takes card payments: the built-in `sandbox` (the default) or Stripe Checkout. */
export const paymentProviderNames = ['sandbox', 'stripe'] as const;

const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

type StripeKeys = Partial<Record<(typeof stripeKeys)[number], string | null>>;

// One message for both keys, so a first start with neither learns of both at once.
const missingStripeKeys = (env: StripeKeys) => stripeKeys.filter((name) => !env[name]);

/** `PAYMENT_PROVIDER` and the variables of the provider it names, as `{ payments }`. */
export const paymentsEnv = v.pipe(
  v.variant(
    'PAYMENT_PROVIDER',
    [
      v.object({ PAYMENT_PROVIDER: v.optional(v.picklist(['', 'sandbox'])), PAYMENT_WEBHOOK_SECRET: optionalText() }),
      v.object({
        PAYMENT_PROVIDER: v.literal('stripe'),
        STRIPE_SECRET_KEY: optionalText(),
        STRIPE_WEBHOOK_SECRET: optionalText(),
      }),
    ],
    `must be ${quotedChoices(paymentProviderNames)}`,
  ),
  v.check(
    (env) => env.PAYMENT_PROVIDER !== 'stripe' || missingStripeKeys(env).length === 0,
    (issue) => `PAYMENT_PROVIDER=stripe needs ${missingStripeKeys(issue.input as StripeKeys).join(' and ')}`,
  ),
  v.transform((env): { payments: PaymentsConfig } =>
    env.PAYMENT_PROVIDER === 'stripe'
      ? { payments: { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! } }
      : { payments: { provider: 'sandbox', webhookSecret: env.PAYMENT_WEBHOOK_SECRET } },
  ),
);
