import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../../../src/payments/stripe';
import { bearer } from '../../../helpers/accounts';
import { useTestApp } from '../../../helpers/build';
import { jobsSettled } from '../../../helpers/jobs';
import { approvedUser, ledgerOf } from '../../../helpers/wallet';

const settings = { secretKey: 'sk_test_commons', webhookSecret: 'whsec_test_commons' };
const stripe = new Stripe(settings.secretKey);

/** What the Stripe library sent to its API; a fake `fetch` answers, so no test reaches Stripe. */
const sent: { url: string; headers: Record<string, string>; form: URLSearchParams }[] = [];
const fakeFetch: typeof fetch = async (input, init) => {
  const form = new URLSearchParams(String(init?.body ?? ''));
  sent.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()), form });
  const id = `cs_test_${sent.length}`;
  const session = { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` };
  return new Response(JSON.stringify(session), { status: 200, headers: { 'content-type': 'application/json' } });
};

/** A Stripe event as its webhook delivers it, signed with the library's own test helper. */
function signedEvent(type: string, session: object, secret = settings.webhookSecret) {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object: session } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}

describe('the stripe payment provider', () => {
  const provider = createStripeProvider(settings, { httpClient: Stripe.createFetchHttpClient(fakeFetch) });
  // The return links lead to PUBLIC_URL, whatever Origin the request names.
  const config = { payments: { provider: 'stripe' as const, ...settings }, publicUrl: 'https://commons.example' };
  const ctx = useTestApp(config, { paymentProvider: provider });
  const deliver = ({ payload, headers }: ReturnType<typeof signedEvent>) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers, payload });
  const balance = async (token: string) =>
    (await ctx.app.inject({ url: '/api/api/wallet/individual/my-wallet', headers: bearer(token) })).json().amount;

  async function checkout(amount: number, returnTo?: string) {
    const user = await approvedUser(ctx.app);
    const payload = { amount, customerEmail: 'payer@example.com', idempotencyKey: randomUUID(), returnTo };
    const open = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/api/wallet/session-url',
        headers: { ...bearer(user.token), origin: 'https://commons.example' },
        payload,
      });
    const response = await open();
    expect(response.statusCode).toBe(200);
    expect((await open()).json()).toEqual(response.json());
    const { url } = response.json();
    return { user, url: url as string, stripeId: url.split('/').pop() as string };
  }

  it('should create one Stripe Checkout session per idempotency key, in USD cents, returning to the site', async () => {
    const before = sent.length;
    const { url, stripeId } = await checkout(25);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${stripeId}`);
    expect(sent).toHaveLength(before + 1);
    const { url: endpoint, headers, form } = sent.at(-1)!;
    expect(endpoint).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(headers['idempotency-key']).toMatch(/^commons-top-up-[0-9a-f-]{36}$/);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      customer_email: 'payer@example.com',
      cancel_url: 'https://commons.example/wallet',
    });
    const topUpId = headers['idempotency-key']!.replace('commons-top-up-', '');
    expect(form.get('client_reference_id')).toBe(topUpId);
    // The success page waits for this top-up's credit, which Stripe's event brings.
    expect(form.get('success_url')).toBe(`https://commons.example/successful-payment?topUpId=${topUpId}`);
  });

  it('should return a top-up made for a purchase to it through the success page', async () => {
    await checkout(5, '/carbon-credits?purchase=abc');
    const topUpId = sent.at(-1)!.form.get('client_reference_id');
    expect(sent.at(-1)!.form.get('success_url')).toBe(
      `https://commons.example/successful-payment?topUpId=${topUpId}&returnTo=%2Fcarbon-credits%3Fpurchase%3Dabc`,
    );
  });

  it('should credit once for a completed, paid session however often Stripe delivers it', async () => {
    const { user, stripeId } = await checkout(40);
    const paid = { id: stripeId, object: 'checkout.session', payment_status: 'paid', amount_total: 4000, currency: 'usd' };

    const unpaid = await deliver(signedEvent('checkout.session.completed', { ...paid, payment_status: 'unpaid' }));
    expect(unpaid.statusCode).toBe(200);
    expect(await balance(user.token)).toBe(0);

    const event = signedEvent('checkout.session.completed', paid);
    for (let i = 0; i < 3; i++) expect((await deliver(event)).json()).toEqual({ received: true });
    expect((await deliver(signedEvent('checkout.session.async_payment_succeeded', paid))).statusCode).toBe(200);
    // Stored by the webhook, credited by its job.
    await expect.poll(() => balance(user.token)).toBe(40);
    await jobsSettled(ctx.app, 'payments.completion');
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 4000, sumCents: 4000 });
  });

  it('should refuse an unsigned or wrongly signed event and change nothing', async () => {
    const { user, stripeId } = await checkout(10);
    const paid = { id: stripeId, object: 'checkout.session', payment_status: 'paid', amount_total: 1000, currency: 'usd' };
    const forged = signedEvent('checkout.session.completed', paid, 'whsec_not_ours');
    const { 'stripe-signature': _signature, ...unsigned } = forged.headers;

    const refusedForged = await deliver(forged);
    expect(refusedForged.statusCode).toBe(400);
    expect(refusedForged.json().message).toMatch(/^Stripe event refused: No signatures found matching the expected signature/);
    const refusedUnsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: unsigned,
      payload: forged.payload,
    });
    expect(refusedUnsigned.statusCode).toBe(400);
    expect(refusedUnsigned.json()).toEqual({ message: 'Missing Stripe-Signature header' });
    expect(await balance(user.token)).toBe(0);
  });

  it('should serve no sandbox checkout and no sandbox webhook', async () => {
    expect((await ctx.app.inject({ url: `/api/payments/sandbox/checkout/${randomUUID()}` })).statusCode).toBe(404);
    const webhook = await ctx.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });
});
