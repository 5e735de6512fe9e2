import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSessions } from '../../../../../src/db/schema';
import { createSandboxProvider } from '../../../../../src/payments/sandbox';
import { sandboxScriptPath } from '../../../../../src/payments/sandbox-checkout-script';
import { signSandboxPayload } from '../../../../../src/payments/sandbox-signature';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp, webhookSecret } from '../../../../helpers/build';
import { jobsSettled } from '../../../../helpers/jobs';
import { approvedUser, ledgerOf } from '../../../../helpers/wallet';

const origin = 'http://localhost:3000';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const payingCard = 'cardNumber=4242+4242+4242+4242&expiry=12%2F34&cvc=123';

describe('top-up through the sandbox provider', () => {
  // The payment links lead to PUBLIC_URL, whatever Origin the request names.
  const ctx = useTestApp({ publicUrl: origin });
  const sandbox = createSandboxProvider(webhookSecret);

  const openSession = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/api/wallet/session-url', headers: { ...bearer(token), origin }, payload });
  const topUp = (amount: unknown, idempotencyKey: string = randomUUID()) => ({
    amount,
    customerEmail: 'payer@example.com',
    idempotencyKey,
  });
  const balance = async (token: string) =>
    (await ctx.app.inject({ url: '/api/api/wallet/individual/my-wallet', headers: bearer(token) })).json().amount;
  const payPage = (path: string, payload: string) => ctx.app.inject({ method: 'POST', url: path, headers: form, payload });
  const sessionOf = async (url: string) => {
    const [session] = await ctx.app.db.select().from(paymentSessions).where(eq(paymentSessions.id, url.split('/').pop()!));
    return session!;
  };
  const deliver = (body: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: body });

  it('should credit 25 only after the card is paid on the checkout page and the signed event arrives', async () => {
    // The checkout page sends its event over HTTP to this server, as a provider would.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await approvedUser(ctx.app);

    const created = await openSession(user.token, topUp(25));
    expect(created.statusCode).toBe(200);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    const path = new URL(url).pathname;

    const page = await ctx.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('$25.00');
    expect(page.body).toContain('name="cardNumber"');
    expect(await balance(user.token)).toBe(0);

    const topUpId = path.split('/').pop()!;
    const statusOf = () => ctx.app.inject({ url: `/api/api/wallet/individual/top-ups/${topUpId}`, headers: bearer(user.token) });
    expect((await statusOf()).json()).toEqual({ topUpId, amount: 25, status: 'OPEN' });

    const paid = await payPage(path, payingCard);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/successful-payment?topUpId=${topUpId}`);
    // The webhook stored the event; its job credits the wallet moments later.
    await expect.poll(() => balance(user.token)).toBe(25);
    expect((await sessionOf(url)).status).toBe('PAID');
    expect((await statusOf()).json()).toEqual({ topUpId, amount: 25, status: 'PAID' });

    // Paying the page again sends no second event and credits nothing.
    expect((await payPage(path, payingCard)).headers.location).toBe(`/successful-payment?topUpId=${topUpId}`);
    expect((await ctx.app.inject({ url: path })).body).toContain('Already paid');
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger).toMatchObject({ balanceCents: 2500, sumCents: 2500, chained: true });
    expect(ledger.entries.map((e) => e.kind)).toEqual(['TOPUP']);
  });

  it('should return the same session for the same idempotency key and refuse another amount under it', async () => {
    const user = await approvedUser(ctx.app);
    const key = randomUUID();
    const first = await openSession(user.token, topUp(40, key));
    const again = await openSession(user.token, topUp(40, key.toUpperCase()));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const changed = await openSession(user.token, topUp(41, key));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      message: 'This idempotency key was already used for a top-up of $40.00; use a new key for another amount',
    });
    const other = await openSession(user.token, topUp(40));
    expect(other.json().url).not.toBe(first.json().url);
  });

  it.each([
    ['declines 4000 0000 0000 0002', 'cardNumber=4000000000000002&expiry=12%2F34&cvc=123', 402, 'Your card was declined.'],
    [
      'refuses any other number',
      'cardNumber=4111111111111111&expiry=12%2F34&cvc=123',
      400,
      'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
    ],
    ['refuses a malformed expiry', 'cardNumber=4242424242424242&expiry=13%2F34&cvc=123', 400, 'Enter the expiry date as MM/YY.'],
    ['refuses an expired card', 'cardNumber=4242424242424242&expiry=01%2F20&cvc=123', 400, 'Your card has expired.'],
    ['refuses a bad CVC', 'cardNumber=4242424242424242&expiry=12%2F34&cvc=12', 400, 'security code (CVC)'],
  ])('should show the page again when the sandbox %s, changing nothing', async (_case, card, status, message) => {
    const user = await approvedUser(ctx.app);
    const { url } = (await openSession(user.token, topUp(10))).json();
    const response = await payPage(new URL(url).pathname, card);
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(message.replace("'", '&#39;'));
    expect(response.body).toContain('$10.00');
    await jobsSettled(ctx.app, 'payments.completion');
    expect(await balance(user.token)).toBe(0);
    expect((await sessionOf(url)).status).toBe('OPEN');
  });

  it('should serve the checkout page its script from the address the page names', async () => {
    const response = await ctx.app.inject({ url: sandboxScriptPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toContain("getElementById('expiry')");
  });

  it('should reply a 404 page to an unknown or malformed session', async () => {
    for (const id of [randomUUID(), 'not-a-session']) {
      const response = await ctx.app.inject({ url: `/api/payments/sandbox/checkout/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Checkout not found');
    }
  });

  it('should credit once when the same signed event is delivered 10 times at once', async () => {
    const user = await approvedUser(ctx.app);
    const { url } = (await openSession(user.token, topUp(30))).json();
    const session = await sessionOf(url);
    const { body, headers } = sandbox.completionEvent(session);

    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(body, headers)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replies[0]!.json()).toEqual({ received: true });
    await expect.poll(() => balance(user.token)).toBe(30);
    // A second, different event for the same session credits nothing either.
    const second = sandbox.completionEvent(session);
    expect((await deliver(second.body, second.headers)).statusCode).toBe(200);
    await jobsSettled(ctx.app, 'payments.completion');
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger).toMatchObject({ balanceCents: 3000, sumCents: 3000 });
    expect(ledger.entries).toHaveLength(1);
  });

  it('should refuse unsigned, forged, tampered and stale events and change nothing', async () => {
    const user = await approvedUser(ctx.app);
    const { url } = (await openSession(user.token, topUp(50))).json();
    const session = await sessionOf(url);
    const { body, headers } = sandbox.completionEvent(session);
    const forged = createSandboxProvider('not-the-secret').completionEvent(session);
    const tampered = body.replace('"amountCents":5000', '"amountCents":500000');
    const stale = signSandboxPayload(webhookSecret, body, Math.floor(Date.now() / 1000) - 600);
    const json = { 'content-type': 'application/json' };

    const cases = [
      [{ ...json }, body, 'Missing Sandbox-Signature header'],
      [
        { ...json, 'sandbox-signature': 'v1=abc' },
        body,
        'Malformed Sandbox-Signature header; expected t=<timestamp>,v1=<signature>',
      ],
      [forged.headers, forged.body, 'Sandbox-Signature does not match the payload'],
      [headers, tampered, 'Sandbox-Signature does not match the payload'],
      [{ ...json, 'sandbox-signature': stale }, body, 'Sandbox-Signature timestamp is outside the 5 minute tolerance'],
    ] as const;
    for (const [eventHeaders, eventBody, message] of cases) {
      const response = await deliver(eventBody, eventHeaders);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    await jobsSettled(ctx.app, 'payments.completion');
    expect(await balance(user.token)).toBe(0);
    expect((await sessionOf(url)).status).toBe('OPEN');
  });

  it.each([
    ['0', 0, 'amount: must be greater than 0'],
    ['-1', -1, 'amount: must be greater than 0'],
    ['1.5', 1.5, 'amount: must be an integer'],
    ['"10"', '10', 'amount: must be an integer'],
    ['10^12', 1e12, 'amount: must be at most 1000000'],
    ['missing', undefined, 'amount: required'],
  ])('should refuse an amount of %s with 400 and open no session', async (_case, amount, message) => {
    const user = await approvedUser(ctx.app);
    const response = await openSession(user.token, topUp(amount));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const walletSessions = eq(paymentSessions.walletId, user.individualId);
    const sessions = await ctx.app.db.select().from(paymentSessions).where(walletSessions);
    expect(sessions).toEqual([]);
  });

  it("should show a top-up to its wallet's callers only, and refuse a malformed id", async () => {
    const owner = await approvedUser(ctx.app);
    const stranger = await approvedUser(ctx.app);
    const { url } = (await openSession(owner.token, topUp(7))).json();
    const topUpId = new URL(url).pathname.split('/').pop()!;
    const read = (token: string, id: string) => ctx.app.inject({ url: `/api/api/wallet/individual/top-ups/${id}`, headers: bearer(token) });

    expect((await read(owner.token, topUpId)).json()).toEqual({ topUpId, amount: 7, status: 'OPEN' });
    const theirs = await read(stranger.token, topUpId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'No top-up has this id' });
    expect((await read(owner.token, randomUUID())).statusCode).toBe(404);
    const malformed = await read(owner.token, 'not-a-top-up');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('topUpId must be a top-up id');
  });
});
