import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { approvedUser } from '../../../../helpers/wallet';

describe('POST /api/api/wallet/session-url without PUBLIC_URL', () => {
  const ctx = useTestApp({ publicUrl: null });

  it("should link to the server's own origin whatever Host and Origin the request names", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const user = await approvedUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/wallet/session-url',
      headers: { ...bearer(user.token), host: 'evil.example', origin: 'https://evil.example' },
      payload: { amount: 25, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() },
    });
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().url).origin).toBe(`http://127.0.0.1:${port}`);
  });
});
