import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { OperationalData } from '@commons/shared/schemas';
import { signInSubUser } from '../../../../helpers/account-state';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing, get, listingById, post, recordById, saveYear } from '../../../../helpers/carbon';
import { approvedUser, creditWallet, ledgerOf } from '../../../../helpers/wallet';

// The FIFO listing stays the popup's default, and the buyer may pick another project
// with enough tonnes and a quantity of at least the year's gap.
describe('choosing the project and the quantity of a purchase', () => {
  const ctx = useTestApp();
  const listingsFor = (token: string, requiredQuantity: unknown) =>
    post(ctx.app, token, 'carbon-credits/individual/get-listings', { requiredQuantity });
  const checkout = (token: string, payload: object) => post(ctx.app, token, 'operational-data/individual/checkout', payload);
  const at = (day: number) => new Date(Date.UTC(2024, 0, day));

  it('should list every active listing that can supply the quantity, FIFO first', async () => {
    const user = await approvedUser(ctx.app);
    const fifo = await addListing(ctx.app, { quantity: 30, listedAt: at(1), projectName: 'Oldest' });
    await addListing(ctx.app, { quantity: 500, listedAt: at(2), projectName: 'Inactive', active: false });
    await addListing(ctx.app, { quantity: 10, listedAt: at(3), projectName: 'Too small' });
    const other = await addListing(ctx.app, { quantity: 800, listedAt: at(4), projectName: 'Mangroves', projectId: 'VCS1234', registry: 'Verra' });

    const response = await listingsFor(user.token, 12);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((listing: { listingId: string }) => listing.listingId)).toEqual([fifo.id, other.id]);
    expect(response.json()[1]).toMatchObject({ projectName: 'Mangroves', projectId: 'VCS1234', registry: 'Verra', available: 800 });
    expect((await listingsFor(user.token, 31)).json().map((listing: { projectName: string }) => listing.projectName)).toEqual(['Mangroves']);
    expect((await listingsFor(user.token, 801)).json()).toEqual([]);
    for (const quantity of [0, 2.5, 'ten']) expect((await listingsFor(user.token, quantity)).statusCode).toBe(400);
  });

  it('should retire a larger quantity from the chosen project and name it on the certificate', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const fifo = await addListing(ctx.app, { quantity: 100, listedAt: at(1), projectName: 'Oldest Wind' });
    const chosen = await addListing(ctx.app, {
      quantity: 100,
      listedAt: at(2),
      projectName: 'Sundarbans Mangroves',
      projectId: 'VCS1234',
      registry: 'Verra',
      unitPriceCents: 1500,
      markUpPriceCents: 1800,
    });
    const record = await saveYear(ctx.app, user.token);

    const response = await checkout(user.token, { listingId: chosen.id, operationalDataId: record.operationalDataId, quantity: 20 });
    expect(response.statusCode).toBe(200);
    const updated = response.json<OperationalData>();
    expect(updated).toMatchObject({ credits: 20, offsets: 20, badge: 'BLUE' });
    expect(updated.retirements).toEqual([{ checkoutId: expect.any(String), quantity: 20, retiredAt: expect.any(String), sample: true }]);
    // 20 t at $18.00 a tonne, credits and fee.
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(100_000 - 36_000);
    expect(await listingById(ctx.app, chosen.id)).toMatchObject({ remaining: 80, nextSerial: 21 });
    expect(await listingById(ctx.app, fifo.id)).toMatchObject({ remaining: 100, nextSerial: 1 });

    const { checkoutId } = updated.retirements[0]!;
    const verified = await get(ctx.app, user.token, `carbon-credits/certificates/${checkoutId}`);
    expect(verified.json()).toMatchObject({ projectName: 'Sundarbans Mangroves', quantity: 20 });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/api/carbon-credits/confirmation-certificate?checkoutId=${checkoutId}`,
      headers: bearer(user.token),
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('Sundarbans Mangroves');
    expect(text).toContain('VCS1234');
  });

  it('should refuse a quantity below the year\'s least need, or more than the listing holds, changing nothing', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { quantity: 30 });
    const record = await saveYear(ctx.app, user.token);
    const buy = (quantity: unknown) => checkout(user.token, { listingId: listing.id, operationalDataId: record.operationalDataId, quantity });

    // Less than the year's need by its detailed estimate, the smaller of its two needs.
    const least = Math.ceil(record.detailedEstimate.totalTonnes);
    const tooFew = await buy(least - 1);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({ message: `quantity must be at least ${least} tonnes, what ${record.year} needs by its detailed estimate` });
    const tooMany = await buy(31);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: 'This listing can no longer supply 31 tonnes; please try again' });
    for (const quantity of [0, 12.5, 'twelve', 3e9]) expect((await buy(quantity)).statusCode, String(quantity)).toBe(400);

    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(100_000);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 30, nextSerial: 1 });
    expect(await recordById(ctx.app, record.operationalDataId)).toMatchObject({ credits: 0, offsets: 0, badge: 'GRAY' });
  });

  it('should open the listings to a sub-user with CARBON_CREDITS or WIZARD, not to one with only WALLET', async () => {
    const owner = await approvedUser(ctx.app);
    for (const [menus, status] of [[['CARBON_CREDITS'], 200], [['WIZARD'], 200], [['WALLET'], 403]] as const) {
      const { token } = await signInSubUser(ctx.app, owner.individualId, { menus: [...menus] });
      expect((await listingsFor(token, 5)).statusCode, menus.join()).toBe(status);
    }
  });
});
