import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { approvedUser } from '../../../../helpers/wallet';

type Context = ReturnType<typeof useTestApp>;

/**
 * The origin of the sandbox payment page for a request naming `headers`; the page's links back
 * to the site are relative to it, so it is the origin the payer returns to.
 */
async function returnOrigin(ctx: Context, headers: Record<string, string>): Promise<string> {
  const user = await approvedUser(ctx.app);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/api/wallet/session-url',
    headers: { ...bearer(user.token), ...headers },
    payload: { amount: 25, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() },
  });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().url).origin;
}

describe('POST /api/api/wallet/session-url without PUBLIC_URL', () => {
  const ctx = useTestApp({ publicUrl: null });
  // One app for the file: it listens once, on a free port of 127.0.0.1.
  const listen = async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return (ctx.app.server.address() as AddressInfo).port;
  };

  it("should link to the server's own origin whatever Host and Origin the request names", async () => {
    const port = await listen();
    const origin = await returnOrigin(ctx, { host: 'evil.example', origin: 'https://evil.example' });
    expect(origin).toBe(`http://127.0.0.1:${port}`);
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('should follow the loopback name %s the browser used', async (name) => {
    const port = await listen();
    expect(await returnOrigin(ctx, { host: `${name}:${port}` })).toBe(`http://${name}:${port}`);
  });

  it('should not follow a loopback name on another port, nor a host that only looks local', async () => {
    const port = await listen();
    expect(await returnOrigin(ctx, { host: `localhost:${port + 1}` })).toBe(`http://127.0.0.1:${port}`);
    expect(await returnOrigin(ctx, { host: `localhost.evil.example:${port}` })).toBe(`http://127.0.0.1:${port}`);
    expect(await returnOrigin(ctx, { host: `evil.example:${port}@localhost:${port}` })).toBe(`http://127.0.0.1:${port}`);
  });
});

describe('POST /api/api/wallet/session-url with PUBLIC_URL', () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example' });

  it('should link to PUBLIC_URL even when the browser used a loopback name', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    expect(await returnOrigin(ctx, { host: `127.0.0.1:${port}` })).toBe('https://commons.example');
  });
});
