import { describe, expect, it } from 'vitest';
import type { OperationalData } from '@commons/shared/schemas';
import { useTestApp } from '../../../../helpers/build';
import { addListing, get, insertRecord, post, recordById } from '../../../../helpers/carbon';
import { approvedUser, creditWallet, ledgerOf } from '../../../../helpers/wallet';

// A checkout buys what the year still needs once a plan's months or monthly offsets retired part
// of it (docs/product-rules.md#carbon-credits), or the smaller need by its detailed estimate.
describe('the remaining need of a checkout', () => {
  const ctx = useTestApp();
  const checkout = (token: string, payload: object) => post(ctx.app, token, 'operational-data/individual/checkout', payload);

  /** A buyer with $1,000, a 100 t listing at $10 + $2 a tonne, and a record written as given. */
  async function buyerWith(values: Parameters<typeof insertRecord>[2]) {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { quantity: 100 });
    const record = await insertRecord(ctx.app, user.individualId, values);
    const buy = (quantity?: unknown) => checkout(user.token, { listingId: listing.id, operationalDataId: record.id, ...(quantity === undefined ? {} : { quantity }) });
    return { user, record, buy };
  }

  // A household whose detailed estimate is above the contract's 12 t: the contract's need rules.
  const large = { annualElectricalConsumption: 60_000 };

  it("should buy only what a plan's months left of the year, and cover it", async () => {
    const { user, buy } = await buyerWith({ ...large, estimatedEmissions: 12, offsets: 4 });

    const response = await buy();
    expect(response.statusCode).toBe(200);
    expect(response.json<OperationalData>()).toMatchObject({ credits: 8, offsets: 12, badge: 'BLUE' });
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(100_000 - 8 * 1200);
  });

  it('should retire a larger quantity the buyer confirmed', async () => {
    const { record, buy } = await buyerWith({ ...large, estimatedEmissions: 12, offsets: 4 });
    expect((await buy(10)).json<OperationalData>()).toMatchObject({ credits: 10, offsets: 14, badge: 'BLUE' });
    expect(await recordById(ctx.app, record.id)).toMatchObject({ credits: 10, offsets: 14 });
  });

  it('should refuse less than the remaining need, and bad quantities, changing nothing', async () => {
    const { user, record, buy } = await buyerWith({ ...large, estimatedEmissions: 12, offsets: 4 });

    const tooFew = await buy(7);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({ message: `quantity must be at least 8 tonnes, what ${record.year} needs` });
    for (const quantity of [0, -8, 8.5, 'eight', null]) expect((await buy(quantity)).statusCode, String(quantity)).toBe(400);

    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(100_000);
    expect(await recordById(ctx.app, record.id)).toMatchObject({ credits: 0, offsets: 4, badge: 'GRAY' });
  });

  it('should refuse a year already covered with a clear message, charging nothing', async () => {
    const { user, record, buy } = await buyerWith({ estimatedEmissions: 12, offsets: 12, badge: 'BLUE' });

    const response = await buy();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: `${record.year} is already covered: 12 tonnes are retired for it; nothing was charged` });
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(100_000);
  });

  it('should let the buyer offset the smaller detailed estimate, rounded up, and keep the badge GRAY', async () => {
    const { user, record, buy } = await buyerWith({ estimatedEmissions: 12, annualElectricalConsumption: 8_000 });
    const [listed] = (await get(ctx.app, user.token, 'operational-data/individual')).json<OperationalData[]>();
    const detailed = Math.ceil(listed!.detailedEstimate.totalTonnes);
    expect(detailed).toBeGreaterThan(1);
    expect(detailed).toBeLessThan(12);

    const tooFew = await buy(detailed - 1);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({ message: `quantity must be at least ${detailed} tonnes, what ${record.year} needs by its detailed estimate` });

    const response = await buy(detailed);
    expect(response.statusCode).toBe(200);
    // The badge keeps the contract's figure: 12 t are not covered yet.
    expect(response.json<OperationalData>()).toMatchObject({ credits: detailed, offsets: detailed, badge: 'GRAY' });
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(100_000 - detailed * 1200);
  });
});
