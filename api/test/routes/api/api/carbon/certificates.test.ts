import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { OperationalData } from '@commons/shared/schemas';
import { signInSubUser } from '../../../../helpers/account-state';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing, post, saveYear } from '../../../../helpers/carbon';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

describe('certificates', () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example' });
  const certificate = (token: string, checkoutId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/api/carbon-credits/confirmation-certificate?checkoutId=${checkoutId}`,
      headers: bearer(token),
    });
  const verify = (checkoutId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/api/carbon-credits/certificates/${checkoutId}` });

  /** An account that bought its year's 12 t from a fresh listing, after 5 units of it were sold. */
  async function bought() {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, {
      quantity: 100,
      remaining: 95,
      nextSerial: 6,
      projectName: 'Rajasthan Solar Water Pumps',
      projectId: 'GS2443',
    });
    const record = await saveYear(ctx.app, user.token);
    const reply = await post(ctx.app, user.token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: record.operationalDataId,
    });
    const { checkoutId } = reply.json<OperationalData>().retirements[0]!;
    return { user, listing, checkoutId };
  }

  it('should give the buyer a PDF stating the serial range, quantity, project and verification link', async () => {
    const { user, listing, checkoutId } = await bought();
    const response = await certificate(user.token, checkoutId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="certificate-${checkoutId}.pdf"`);
    const text = await textOf(response.rawPayload);
    expect(text).toContain(`${listing.serialPrefix}-6-17`);
    expect(text).toContain('12 tonnes CO2e');
    expect(text).toContain('Rajasthan Solar Water Pumps');
    expect(text).toContain('GS2443');
    expect(text).toContain('Greta Greenfield');
    expect(text).toContain(`https://commons.example/verify/${checkoutId}`);
  });

  it('should let a sub-user with WALLET open its owner\'s certificate, and refuse another account as if none existed', async () => {
    const { user, checkoutId } = await bought();
    const helper = await signInSubUser(ctx.app, user.individualId, { menus: ['WALLET'] });
    expect((await certificate(helper.token, checkoutId)).statusCode).toBe(200);

    const stranger = await approvedUser(ctx.app);
    const refused = await certificate(stranger.token, checkoutId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'No certificate has this id' });
    expect((await certificate(stranger.token, crypto.randomUUID())).json()).toEqual(refused.json());
  });

  it('should show anyone, without a session, what a certificate retired and nothing else', async () => {
    const { listing, checkoutId } = await bought();
    const response = await verify(checkoutId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      checkoutId,
      beneficiary: 'Greta Greenfield',
      quantity: 12,
      projectName: 'Rajasthan Solar Water Pumps',
      projectId: 'GS2443',
      registry: 'Gold Standard',
      country: 'India',
      vintage: 2022,
      serialRange: `${listing.serialPrefix}-6-17`,
      retiredAt: expect.any(String),
    });
  });

  it.each([crypto.randomUUID(), 'not-a-uuid', '1%27%20or%201=1'])('should say that %s is no certificate', async (id) => {
    const response = await verify(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No certificate has this id' });
  });
});
