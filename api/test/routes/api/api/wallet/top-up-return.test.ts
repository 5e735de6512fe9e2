import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSessions } from '../../../../../src/db/schema';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { approvedUser } from '../../../../helpers/wallet';

const origin = 'http://localhost:3000';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const payingCard = 'cardNumber=4242+4242+4242+4242&expiry=12%2F34&cvc=123';
const purchase = '/carbon-credits?purchase=00000000-0000-4000-8000-000000002025';

/** A top-up started from a short purchase returns to it once paid, and only within the site. */
describe('top-up returning to the page it came from', () => {
  const ctx = useTestApp({ publicUrl: origin });

  const openSession = (token: string, returnTo?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/api/wallet/session-url',
      headers: { ...bearer(token), origin },
      payload: { amount: 311, customerEmail: 'payer@example.com', idempotencyKey: randomUUID(), returnTo },
    });
  // The checkout page sends its event over HTTP to this server, as a provider would.
  const listen = async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  };
  const pay = (path: string) => ctx.app.inject({ method: 'POST', url: path, headers: form, payload: payingCard });

  it('should send the paid browser to the success page with the way back', async () => {
    await listen();
    const user = await approvedUser(ctx.app);
    const created = await openSession(user.token, purchase);
    expect(created.statusCode).toBe(200);
    const url = new URL(created.json().url);
    expect(url.searchParams.get('returnTo')).toBe(purchase);

    const page = await ctx.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain(`action="${url.pathname}?returnTo=${encodeURIComponent(purchase)}"`);
    const paid = await pay(`${url.pathname}${url.search}`);
    expect(paid.statusCode).toBe(303);
    const topUpId = url.pathname.split('/').pop();
    expect(paid.headers.location).toBe(`/successful-payment?topUpId=${topUpId}&returnTo=${encodeURIComponent(purchase)}`);
  });

  it('should drop a way back to another site that was slipped into the page address', async () => {
    await listen();
    const user = await approvedUser(ctx.app);
    const { url } = (await openSession(user.token)).json();
    const topUpId = new URL(url).pathname.split('/').pop();
    const path = `${new URL(url).pathname}?returnTo=${encodeURIComponent('//evil.example/wallet')}`;
    expect((await ctx.app.inject({ url: path })).body).not.toContain('evil.example');
    expect((await pay(path)).headers.location).toBe(`/successful-payment?topUpId=${topUpId}`);
  });

  it.each([
    ['another site', 'https://evil.example/carbon-credits'],
    ['a scheme-relative address', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a number', 42],
  ])('should refuse a way back to %s with 400 and open no session', async (_case, returnTo) => {
    const user = await approvedUser(ctx.app);
    const response = await openSession(user.token, returnTo);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'returnTo: must be a path of this site' });
    const sessions = await ctx.app.db.select().from(paymentSessions).where(eq(paymentSessions.walletId, user.individualId));
    expect(sessions).toEqual([]);
  });
});
