import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OperationalData, Plan } from '@commons/shared/schemas';
import { projects } from '../../../../../src/db/schema';
import { signInSubUser } from '../../../../helpers/account-state';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing, insertRecord, lastYear, post, saveYear } from '../../../../helpers/carbon';
import { approvedUser, creditWallet, creditWalletByCard } from '../../../../helpers/wallet';
import { pageCount, printedQrMatrix, scanQr, textOf } from '../../../../certificates/pdf-reading';

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

  /**
   * An account that bought its year's 12 t from a fresh listing, after 5 units of it were sold:
   * paid by card unless `sandbox` (docs/product-rules.md#sample-retirements).
   */
  async function bought({ sandbox = false } = {}) {
    const user = await approvedUser(ctx.app);
    await (sandbox ? creditWallet : creditWalletByCard)(ctx.app, user.individualId, 1000);
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
    expect(text.replace(/\s+/g, ' ')).toContain(`to offset the household carbon footprint of ${lastYear}`);
    expect(text).toContain('12 Verified Emission Reductions (VERs)');
    expect(scanQr(printedQrMatrix(response.rawPayload))).toBe(`https://commons.example/verify/${checkoutId}`);
    expect(await pageCount(response.rawPayload)).toBe(1);
  });

  it('should name the month of each monthly offset and the unit of its registry, on the PDF and the public page', async () => {
    const user = await approvedUser(ctx.app);
    await creditWalletByCard(ctx.app, user.individualId, 1000);
    // Listed long ago, so the monthly offsets draw from it first (FIFO).
    await addListing(ctx.app, { registry: 'Verra', projectId: 'VCS612', listedAt: new Date('2000-01-01T00:00:00Z') });
    const record = await insertRecord(ctx.app, user.individualId, {
      year: lastYear,
      status: 'APPROVED',
      estimatedEmissions: 24,
      emissions: 100,
      credits: 24,
      offsets: 24,
    });
    const offset = () => post(ctx.app, user.token, 'carbon-offsets/individual/monthly-offset', { operationalDataId: record.id });
    expect((await offset()).statusCode).toBe(200);
    const second = await offset();
    // Newest first: the second offset's.
    const { checkoutId } = second.json<OperationalData>().retirements[0]!;

    const text = (await textOf((await certificate(user.token, checkoutId)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`has retired 2 Verified Carbon Units (VCUs) issued on the Verra registry`);
    expect(text).toContain(`February ${lastYear}: monthly offset 2 of 12 of the household footprint of ${lastYear}`);
    expect((await verify(checkoutId)).json()).toMatchObject({ registry: 'Verra', unit: 'VCU', footprintYear: lastYear, footprintMonth: 2 });
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
      // The owner chose no name to show (docs/product-rules.md#the-public-impact-page).
      beneficiary: 'a Carbon Commons member',
      quantity: 12,
      projectName: 'Rajasthan Solar Water Pumps',
      projectId: 'GS2443',
      registry: 'Gold Standard',
      country: 'India',
      vintage: 2022,
      unit: 'VER',
      footprintYear: lastYear,
      serialRange: `${listing.serialPrefix}-6-17`,
      retiredAt: expect.any(String),
      sample: false,
      registryRetirementUrl: `https://registry.goldstandard.org/credit-blocks?q=${listing.serialPrefix}-6-17`,
    });
  });

  it('should make a retirement paid with sandbox money a sample on the PDF and the public page, with no registry link', async () => {
    const { user, checkoutId } = await bought({ sandbox: true });
    const text = (await textOf((await certificate(user.token, checkoutId)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Sample, not a real retirement');
    expect(text).not.toContain('issued on the Gold Standard registry');
    const shown = (await verify(checkoutId)).json();
    expect(shown).toMatchObject({ sample: true });
    expect(shown).not.toHaveProperty('registryRetirementUrl');
  });

  it('should make a retirement of a sample project a sample, and keep it one when the project is no longer marked so', async () => {
    const user = await approvedUser(ctx.app);
    await creditWalletByCard(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { projectId: 'GS7001' });
    await ctx.app.db.update(projects).set({ sample: true }).where(eq(projects.id, 'GS7001'));
    const record = await saveYear(ctx.app, user.token);
    const reply = await post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId: listing.id, operationalDataId: record.operationalDataId });
    const { checkoutId } = reply.json<OperationalData>().retirements[0]!;
    await ctx.app.db.update(projects).set({ sample: false }).where(eq(projects.id, 'GS7001'));
    expect((await verify(checkoutId)).json()).toMatchObject({ sample: true });
    expect(await textOf((await certificate(user.token, checkoutId)).rawPayload)).toContain('Sample, not a real retirement');
  });

  it("should say which part of its year a plan's month covered, on the PDF and the public page", async () => {
    const user = await approvedUser(ctx.app);
    await creditWalletByCard(ctx.app, user.individualId, 1000);
    await addListing(ctx.app, { listedAt: new Date('2000-01-01T00:00:00Z') });
    const record = await insertRecord(ctx.app, user.individualId, { year: lastYear, estimatedEmissions: 24 });
    const started = await post(ctx.app, user.token, 'carbon-offsets/individual/plans', { operationalDataId: record.id });
    expect(started.statusCode).toBe(201);
    const { checkoutId, quantity } = started.json<Plan>().lastRun!;
    expect((await verify(checkoutId)).json()).toMatchObject({ footprintYear: lastYear, quantity, yearTonnes: 24 });
    const text = (await textOf((await certificate(user.token, checkoutId)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`${quantity} t of ${lastYear}'s 24 t`);
    expect(text).not.toContain(`The household footprint of ${lastYear}`);
  });

  it.each([crypto.randomUUID(), 'not-a-uuid', '1%27%20or%201=1'])('should say that %s is no certificate', async (id) => {
    const response = await verify(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No certificate has this id' });
  });
});
