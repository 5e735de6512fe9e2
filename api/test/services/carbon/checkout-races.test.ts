import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, retirements, type ListingRow } from '../../../src/db/schema';
import { serialsTaken } from '../../../src/domains/carbon/listings';
import { useTestApp } from '../../helpers/build';
import { addListing, listingById, post, saveYear } from '../../helpers/carbon';
import { approvedUser, creditWallet, ledgerOf } from '../../helpers/wallet';

/** Checkouts racing for one listing, on PGlite and on a real PostgreSQL. */
describe('checkout races', () => {
  const ctx = useTestApp();

  it('should let exactly 5 of 20 simultaneous checkouts through a listing with room for 5', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await approvedUser(ctx.app);
        await creditWallet(ctx.app, user.individualId, 500);
        return { user, record: await saveYear(ctx.app, user.token) };
      }),
    );
    // Each record needs 12 t; 60 units are room for exactly 5 of them.
    const listing = await addListing(ctx.app, { quantity: 60 });

    const replies = await Promise.all(
      buyers.map(({ user, record }) =>
        post(ctx.app, user.token, 'operational-data/individual/checkout', {
          listingId: listing.id,
          operationalDataId: record.operationalDataId,
        }),
      ),
    );
    const won = replies.filter((r) => r.statusCode === 200);
    const lost = replies.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(5);
    for (const reply of lost) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({ message: 'This listing can no longer supply 12 tonnes; please try again' });
    }

    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 0, nextSerial: 61 });
    const taken = await ctx.app.db.select().from(retirements).where(eq(retirements.listingId, listing.id));
    expect(taken.reduce((sum, r) => sum + r.quantity, 0)).toBe(60);
    const serials = taken.flatMap((r) => Array.from({ length: r.serialEnd - r.serialStart + 1 }, (_, i) => r.serialStart + i));
    expect(new Set(serials).size).toBe(60);
    expect(Math.min(...serials)).toBe(1);
    expect(Math.max(...serials)).toBe(60);

    const winners = new Set(taken.map((r) => r.ownerId));
    for (const { user } of buyers) {
      const ledger = await ledgerOf(ctx.app.db, user.individualId);
      expect(ledger.balanceCents).toBe(ledger.sumCents);
      expect(ledger.balanceCents).toBe(winners.has(user.individualId) ? 50_000 - 12 * 1200 : 50_000);
    }
  });

  it('should take no serials from a listing repriced or deactivated since it was read', async () => {
    const listing = await addListing(ctx.app, { quantity: 60 });
    const read = async () => (await ctx.app.db.select().from(listings).where(eq(listings.id, listing.id)))[0]!;
    const takeSerials = async (read: ListingRow, quantity: number) => (await serialsTaken(ctx.app.db, read, quantity))[0]?.serialStart;
    const stale = await read();
    await ctx.app.db.update(listings).set({ markUpPriceCents: stale.markUpPriceCents + 1 }).where(eq(listings.id, listing.id));
    expect(await takeSerials(stale, 12)).toBeUndefined();
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 60, nextSerial: 1 });

    expect(await takeSerials(await read(), 12)).toBe(1);
    expect(await takeSerials(await read(), 12)).toBe(13);
    expect(await takeSerials(await read(), 37)).toBeUndefined();
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 36, nextSerial: 25 });

    const before = await read();
    await ctx.app.db.update(listings).set({ active: false }).where(eq(listings.id, listing.id));
    expect(await takeSerials(before, 1)).toBeUndefined();
  });
});
