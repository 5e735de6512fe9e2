import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { OperationalData } from '@commons/shared/schemas';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing, post, saveYear } from '../../../../helpers/carbon';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

// Without PUBLIC_URL the certificate's verification link names the loopback name the
// browser used, as the payment page's way back does, never another host.
describe('the certificate verification link without PUBLIC_URL', () => {
  const ctx = useTestApp({ publicUrl: null });

  async function certificateText(host: string): Promise<{ text: string; checkoutId: string }> {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { quantity: 100, remaining: 100, nextSerial: 1 });
    const record = await saveYear(ctx.app, user.token);
    const reply = await post(ctx.app, user.token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: record.operationalDataId,
    });
    const { checkoutId } = reply.json<OperationalData>().retirements[0]!;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/api/carbon-credits/confirmation-certificate?checkoutId=${checkoutId}`,
      headers: { ...bearer(user.token), host },
    });
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
    return { text, checkoutId };
  }

  it('should name 127.0.0.1 when the browser used it', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const { text, checkoutId } = await certificateText(`127.0.0.1:${port}`);
    expect(text).toContain(`http://127.0.0.1:${port}/verify/${checkoutId}`);
  });

  it("should name the server's own address when the request names another host", async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const { text } = await certificateText('evil.example');
    expect(text).toContain(`http://127.0.0.1:${port}/verify/`);
    expect(text).not.toContain('evil.example');
  });
});
