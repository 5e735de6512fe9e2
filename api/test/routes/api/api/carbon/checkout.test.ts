import { describe, expect, it } from 'vitest';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { addListing, get, household, listingById, post, recordById, saveYear } from '../../../../helpers/carbon';
import { approvedUser, creditWallet, ledgerOf } from '../../../../helpers/wallet';

describe('POST /operational-data/individual/checkout', () => {
  const ctx = useTestApp();
  const checkout = (token: string, payload: object) => post(ctx.app, token, 'operational-data/individual/checkout', payload);

  it('should debit the marked-up total as amount and fee, take the next serials, and reply the record BLUE', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { quantity: 100, unitPriceCents: 950, markUpPriceCents: 1140 });
    const record = await saveYear(ctx.app, user.token);

    const response = await checkout(user.token, { listingId: listing.id, operationalDataId: record.operationalDataId });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ credits: 12, offsets: 12, badge: 'BLUE', monthlyOffsetsDone: 0 });
    expect(updated.retirements).toEqual([{ checkoutId: expect.any(String), quantity: 12, retiredAt: expect.any(String), sample: true }]);

    // 12 x 9.50 = 114.00 for the credits, 12 x 1.90 = 22.80 of fee: 136.80 in all.
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(100_000 - 13_680);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 88, nextSerial: 13 });
    const history = await get(ctx.app, user.token, 'user-history/user-checkout-records');
    expect(history.json().records).toEqual([
      expect.objectContaining({
        checkOutType: 'CC',
        quantity: 12,
        amount: 114,
        fee: 22.8,
        beginningBalance: 1000,
        endingBalance: 863.2,
        checkoutId: updated.retirements[0].checkoutId,
      }),
    ]);
    const listed = await get(ctx.app, user.token, 'operational-data/individual/');
    expect(listed.json()).toEqual([updated]);
  });

  it('should change nothing when the balance cannot pay', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 100);
    const listing = await addListing(ctx.app);
    const record = await saveYear(ctx.app, user.token);

    const response = await checkout(user.token, { listingId: listing.id, operationalDataId: record.operationalDataId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Insufficient balance: the available balance is $100.00' });
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(10_000);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 100, nextSerial: 1 });
    expect(await recordById(ctx.app, record.operationalDataId)).toMatchObject({ credits: 0, offsets: 0, badge: 'GRAY' });
    expect((await get(ctx.app, user.token, 'user-history/user-checkout-records')).json().records).toEqual([]);
  });

  it('should charge once when the same checkout is sent twice, one after the other or at once', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app);
    const first = await saveYear(ctx.app, user.token);
    const payload = { listingId: listing.id, operationalDataId: first.operationalDataId };
    expect((await checkout(user.token, payload)).statusCode).toBe(200);
    const again = await checkout(user.token, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `The credits of ${first.year} are already bought (perhaps in another tab); nothing was charged this time`,
    });

    const second = await saveYear(ctx.app, user.token, household(first.year - 1));
    const both = await Promise.all(
      [1, 2].map(() => checkout(user.token, { listingId: listing.id, operationalDataId: second.operationalDataId })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger.balanceCents).toBe(100_000 - 2 * 12 * 1200);
    expect(ledger.entries.filter((e) => e.kind === 'CHECKOUT')).toHaveLength(2);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 76, nextSerial: 25 });
  });

  it('should refuse a listing that cannot supply the quantity and a record of another account, changing nothing', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const small = await addListing(ctx.app, { quantity: 5 });
    const record = await saveYear(ctx.app, user.token);
    const tooSmall = await checkout(user.token, { listingId: small.id, operationalDataId: record.operationalDataId });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json()).toEqual({ message: 'This listing can no longer supply 12 tonnes; please try again' });

    const other = await approvedUser(ctx.app);
    await creditWallet(ctx.app, other.individualId, 1000);
    const listing = await addListing(ctx.app);
    const notTheirs = await checkout(other.token, { listingId: listing.id, operationalDataId: record.operationalDataId });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: 'No operational data has this id' });
    expect((await ledgerOf(ctx.app.db, other.individualId)).balanceCents).toBe(100_000);
    expect(await recordById(ctx.app, record.operationalDataId)).toMatchObject({ credits: 0 });
  });

  it('should let a sub-user buy for its owner, paid from the owner\'s wallet', async () => {
    const owner = await approvedUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 1000);
    const listing = await addListing(ctx.app);
    const record = await saveYear(ctx.app, owner.token);
    const helper = await signInSubUser(ctx.app, owner.individualId, { menus: ['CARBON_CREDITS'] });

    const response = await checkout(helper.token, { listingId: listing.id, operationalDataId: record.operationalDataId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ operationalDataId: record.operationalDataId, credits: 12 });
    expect((await ledgerOf(ctx.app.db, owner.individualId)).balanceCents).toBe(100_000 - 12 * 1200);
  });
});
