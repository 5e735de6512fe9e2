import * as v from 'valibot';
import { optionalText, quotedChoices } from '@commons/server-kernel/env/readers';

/** Who takes card payments: the built-in `sandbox` (the default) or Stripe Checkout. */
export const paymentProviderNames = ['sandbox', 'stripe'] as const;

const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

type StripeKeys = Partial<Record<(typeof stripeKeys)[number], string | null>>;

// One message for both keys, so a first start with neither learns of both at once.
const missingStripeKeys = (env: StripeKeys) => stripeKeys.filter((name) => !env[name]);

/** The built-in sandbox's settings: the configuration's `payments` without Stripe. */
const sandbox = (webhookSecret: string | null) => ({
  provider: 'sandbox' as const,
  /** Signs the sandbox's completion events; null: the server keeps a random one in `$DATA_DIR`. */
  webhookSecret,
});

/** Stripe Checkout's settings: both keys are required. */
const stripe = (secretKey: string, webhookSecret: string) => ({ provider: 'stripe' as const, secretKey, webhookSecret });

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
  // Built by the two functions above, so the configuration's type is one `payments` that either
  // provider may fill, as `provider` tells apart.
  v.transform((env) => ({
    payments: env.PAYMENT_PROVIDER === 'stripe' ? stripe(env.STRIPE_SECRET_KEY!, env.STRIPE_WEBHOOK_SECRET!) : sandbox(env.PAYMENT_WEBHOOK_SECRET),
  })),
);
