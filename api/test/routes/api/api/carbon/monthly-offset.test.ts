import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingRow } from '../../../../../src/db/schema';
import { useTestApp } from '../../../../helpers/build';
import { addListing, get, insertRecord, listingById, post, recordById } from '../../../../helpers/carbon';
import { approvedUser, creditWallet, ledgerOf } from '../../../../helpers/wallet';

describe('POST /carbon-offsets/individual/monthly-offset', () => {
  const ctx = useTestApp();
  // The one listing of this file: every offset draws from it (FIFO).
  let listing: ListingRow;
  beforeAll(async () => {
    listing = await addListing(ctx.app, { quantity: 10_000 });
  });
  const offset = (token: string, operationalDataId: string) =>
    post(ctx.app, token, 'carbon-offsets/individual/monthly-offset', { operationalDataId });

  /** A funded account with a bought record of `estimate` whose approved emissions are `emissions`. */
  async function boughtYear(estimate: number, emissions: number, year = new Date().getFullYear() - 1) {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 5000);
    const record = await insertRecord(ctx.app, user.individualId, {
      year,
      status: 'APPROVED',
      estimatedEmissions: estimate,
      emissions,
      credits: estimate,
      offsets: estimate,
    });
    return { user, record };
  }

  it('should retire a twelfth of the estimate, count it, and turn the badge BLUE once the emissions are covered', async () => {
    const before = (await listingById(ctx.app, listing.id))!.remaining;
    // Estimate 24 t, 2 t a month; the actual 28 t are covered after two offsets.
    const { user, record } = await boughtYear(24, 28);
    const first = await offset(user.token, record.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ offsets: 26, monthlyOffsetsDone: 1, badge: 'GRAY', credits: 24 });
    expect(first.json().retirements).toHaveLength(1);
    const second = await offset(user.token, record.id);
    expect(second.json()).toMatchObject({ offsets: 28, monthlyOffsetsDone: 2, badge: 'BLUE' });
    expect(second.json().retirements).toHaveLength(2);

    const third = await offset(user.token, record.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: `The emissions of ${record.year} are already offset` });
    // 2 x (2 t x 12.00) paid; the listing gave 4 units.
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(500_000 - 2 * 2 * 1200);
    expect((await listingById(ctx.app, listing.id))?.remaining).toBe(before - 4);
  });

  it('should stop at 12 monthly offsets', async () => {
    const { user, record } = await boughtYear(12, 1000);
    for (let month = 1; month <= 12; month += 1) {
      const reply = await offset(user.token, record.id);
      expect(reply.statusCode, `month ${month}`).toBe(200);
    }
    const thirteenth = await offset(user.token, record.id);
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json()).toEqual({ message: `All 12 monthly offsets of ${record.year} are done` });
    expect(await recordById(ctx.app, record.id)).toMatchObject({ monthlyOffsetsDone: 12, offsets: 24, badge: 'GRAY' });
  });

  it('should refuse the current year, a record with no credits, and another account\'s record', async () => {
    const current = await boughtYear(12, 100, new Date().getFullYear());
    const refused = await offset(current.user.token, current.record.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: `${current.record.year} can be offset monthly once the year is over` });

    const user = await approvedUser(ctx.app);
    const unbought = await insertRecord(ctx.app, user.individualId);
    const noCredits = await offset(user.token, unbought.id);
    expect(noCredits.statusCode).toBe(409);
    expect(noCredits.json()).toEqual({ message: `Buy the credits of ${unbought.year} before offsetting it monthly` });

    const stranger = await offset(user.token, current.record.id);
    expect(stranger.statusCode).toBe(404);
    expect(await recordById(ctx.app, current.record.id)).toMatchObject({ monthlyOffsetsDone: 0, offsets: 12 });
  });

  it('should change nothing when the wallet cannot pay', async () => {
    const user = await approvedUser(ctx.app);
    const record = await insertRecord(ctx.app, user.individualId, { emissions: 100, credits: 12, offsets: 12, status: 'APPROVED' });
    const reply = await offset(user.token, record.id);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toMatch(/^Insufficient balance/);
    expect(await recordById(ctx.app, record.id)).toMatchObject({ monthlyOffsetsDone: 0, offsets: 12 });
  });

  it("should list each year with its own retirements, newest first, and none of another account's", async () => {
    const { user, record: older } = await boughtYear(24, 100, new Date().getFullYear() - 2);
    const newer = await insertRecord(ctx.app, user.individualId, {
      year: new Date().getFullYear() - 1,
      status: 'APPROVED',
      estimatedEmissions: 12,
      emissions: 100,
      credits: 12,
      offsets: 12,
    });
    const first = (await offset(user.token, older.id)).json();
    const onNewer = (await offset(user.token, newer.id)).json();
    const second = (await offset(user.token, older.id)).json();
    const stranger = await boughtYear(12, 100);
    await offset(stranger.user.token, stranger.record.id);

    const listed = (await get(ctx.app, user.token, 'operational-data/individual/')).json();
    expect(listed.map((record: { year: number }) => record.year)).toEqual([newer.year, older.year]);
    expect(listed[0].retirements).toEqual(onNewer.retirements);
    expect(listed[1].retirements).toEqual(second.retirements);
    expect(second.retirements.slice(1)).toEqual(first.retirements);
  });
});
