import { describe, expect, it } from 'vitest';
import type { CheckoutRecordPage } from '@commons/shared/schemas';
import { useTestApp } from '../../../../helpers/build';
import { addListing, get, insertRecord, post } from '../../../../helpers/carbon';
import { approvedUser, creditWallet, creditWalletByCard } from '../../../../helpers/wallet';

/** Each Checkout-tab row says what it retired: a year's credits or a monthly offset, the year, the project. */
describe('GET /api/api/user-history/user-checkout-records: what each checkout retired', () => {
  const ctx = useTestApp();

  it('should name the kind, the year and the project of a purchase and of a monthly offset', async () => {
    const listing = await addListing(ctx.app, { projectName: 'Kasigau Corridor REDD+', quantity: 1000 });
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const thisYear = new Date().getFullYear();
    const toBuy = await insertRecord(ctx.app, user.individualId, { year: thisYear - 1, status: 'ESTIMATED', estimatedEmissions: 24 });
    const bought = await insertRecord(ctx.app, user.individualId, {
      year: thisYear - 2,
      status: 'APPROVED',
      estimatedEmissions: 24,
      emissions: 30,
      credits: 24,
      offsets: 24,
    });

    const checkout = await post(ctx.app, user.token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: toBuy.id,
    });
    expect(checkout.statusCode).toBe(200);
    const offset = await post(ctx.app, user.token, 'carbon-offsets/individual/monthly-offset', { operationalDataId: bought.id });
    expect(offset.statusCode).toBe(200);

    const page = (await get(ctx.app, user.token, 'user-history/user-checkout-records')).json<CheckoutRecordPage>();
    expect(page.records.map(({ retirementKind, year, projectName, quantity, amount, fee }) => ({ retirementKind, year, projectName, quantity, amount, fee }))).toEqual([
      { retirementKind: 'MONTHLY_OFFSET', year: thisYear - 2, projectName: 'Kasigau Corridor REDD+', quantity: 2, amount: 20, fee: 4 },
      { retirementKind: 'CHECKOUT', year: thisYear - 1, projectName: 'Kasigau Corridor REDD+', quantity: 24, amount: 240, fee: 48 },
    ]);
  });

  it('should say which rows are samples and link the others to their units in the registry', async () => {
    const listing = await addListing(ctx.app, { quantity: 1000 });
    const year = new Date().getFullYear() - 1;
    const rowsOf = async (fund: typeof creditWallet) => {
      const user = await approvedUser(ctx.app);
      await fund(ctx.app, user.individualId, 1000);
      const record = await insertRecord(ctx.app, user.individualId, { year, status: 'ESTIMATED', estimatedEmissions: 12 });
      expect((await post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId: listing.id, operationalDataId: record.id })).statusCode).toBe(200);
      return (await get(ctx.app, user.token, 'user-history/user-checkout-records')).json<CheckoutRecordPage>().records;
    };

    const [real] = await rowsOf(creditWalletByCard);
    expect(real).toMatchObject({ sample: false, registryRetirementUrl: expect.stringMatching(/^https:\/\/registry\.goldstandard\.org\/credit-blocks\?q=/) });
    expect(real!.registryRetirementUrl).toContain(encodeURIComponent(listing.serialPrefix));
    const [sample] = await rowsOf(creditWallet);
    expect(sample).toMatchObject({ sample: true, registryRetirementUrl: null });
  });
});
