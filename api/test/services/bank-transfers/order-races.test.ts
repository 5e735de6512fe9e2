import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankTransferOrders, bankTransferPayments, retirements } from '../../../src/db/schema';
import { createProviderOrders } from '../../../src/domains/bank-transfers/provider-orders';
import { placeOrder, orderedYear, transferListing } from '../../helpers/bank-transfers';
import { useTestApp } from '../../helpers/build';
import { listingById, saveYear } from '../../helpers/carbon';
import { approvedUser } from '../../helpers/wallet';

/** Orders racing for one listing, and providers racing to mark one order paid, on PGlite and on PostgreSQL. */
describe('bank-transfer order races', () => {
  const ctx = useTestApp();

  it('should reserve exactly what fits when 8 buyers order at once from a listing with room for 3', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await approvedUser(ctx.app);
        return { user, record: await saveYear(ctx.app, user.token) };
      }),
    );
    // Each record needs 12 t; 40 t are room for 3 orders, with 4 t left over.
    const listing = await transferListing(ctx.app, { quantity: 40 });
    const replies = await Promise.all(
      buyers.map(({ user, record }) => placeOrder(ctx.app, user.token, { listingId: listing.id, operationalDataId: record.operationalDataId })),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const reply of replies.filter((r) => r.statusCode !== 201)) {
      expect(reply.json()).toEqual({ message: 'This listing can no longer supply 12 tonnes; please try again' });
    }
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 4, reserved: 36, nextSerial: 1 });
    expect(await ctx.app.db.select().from(bankTransferOrders).where(eq(bankTransferOrders.listingId, listing.id))).toHaveLength(3);
  });

  it('should end two providers marking one order paid at once in one payment and one certificate', async () => {
    const listing = await transferListing(ctx.app);
    const { order } = await orderedYear(ctx.app, listing);
    const providers = [createProviderOrders({ db: ctx.app.db, jobs: ctx.app.jobs }), createProviderOrders({ db: ctx.app.db, jobs: ctx.app.jobs })];
    const origin = 'http://localhost';
    await providers[0]!.markInProgress(['GS9999'], order.orderId, origin);
    const received = { amount: order.amount, reference: order.reference.replace(/ /g, '') };
    const outcomes = await Promise.allSettled(providers.map((p) => p.markPaid(['GS9999'], order.orderId, received, { staffId: null, origin })));

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, message: 'This order is paid: it cannot be marked paid; nothing was changed' });
    expect(await ctx.app.db.select().from(bankTransferPayments).where(eq(bankTransferPayments.orderId, order.orderId))).toHaveLength(1);
    expect(await ctx.app.db.select().from(retirements).where(eq(retirements.listingId, listing.id))).toHaveLength(1);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 88, reserved: 0, nextSerial: 13 });
  });

  it('should refuse a second payment row for an order, whatever gets past the state', async () => {
    const listing = await transferListing(ctx.app);
    const { order } = await orderedYear(ctx.app, listing);
    const providers = createProviderOrders({ db: ctx.app.db, jobs: ctx.app.jobs });
    await providers.markInProgress(null, order.orderId, 'http://localhost');
    const paid = await providers.markPaid(null, order.orderId, { amount: order.amount, reference: order.reference.replace(/ /g, '') }, { staffId: null, origin: 'http://localhost' });
    // The payment row's primary key is the order: a second, however it came, cannot be written.
    await expect(
      ctx.app.db.insert(bankTransferPayments).values({ orderId: order.orderId, retirementId: paid.checkoutId!, receivedCents: 1, reference: 'RF18539007547034' }),
    ).rejects.toThrow();
  });
});
