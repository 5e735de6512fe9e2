import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankTransferOrders } from '../../../src/db/schema';
import { runOrderDay } from '../../../src/domains/bank-transfers/order-days';
import { createProviderOrders } from '../../../src/domains/bank-transfers/provider-orders';
import { orderedYear, transferListing } from '../../helpers/bank-transfers';
import { useTestApp } from '../../helpers/build';
import { listingById } from '../../helpers/carbon';
import { outboxTo } from '../../helpers/outbox';

const dayMs = 24 * 60 * 60 * 1000;
const origin = 'http://localhost';

/** The daily job of bank-transfer orders (docs/jobs.md#bank-transfer-orders), run at chosen days after the orders. */
describe('the daily run of bank-transfer orders', () => {
  const ctx = useTestApp();

  /** The day's run `days` (and an hour) after `from`. */
  const runAt = (from: Date, days: number) => runOrderDay(ctx.app.db, ctx.app.jobs, new Date(from.getTime() + days * dayMs + 60 * 60 * 1000), origin);
  const subjects = async (email: string) => (await outboxTo(ctx.app.db, email)).map((m) => m.subject);

  it('should remind at 30 and 80 days once each, then cancel the unpaid at 90 and return the tonnes', async () => {
    const listing = await transferListing(ctx.app, { quantity: 50 });
    const { user, order } = await orderedYear(ctx.app, listing);
    const placed = new Date(order.createdAt);
    const reminder = `Reminder: your order ${order.reference} awaits your transfer of $144.00`;

    expect((await runAt(placed, 29)).reminded).toBe(0);
    await runAt(placed, 30);
    await runAt(placed, 31);
    expect((await subjects(user.individualEmail)).filter((s) => s === reminder)).toHaveLength(1);
    await runAt(placed, 80);
    await runAt(placed, 85);
    expect((await subjects(user.individualEmail)).filter((s) => s === reminder)).toHaveLength(2);

    await runAt(placed, 89);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 38, reserved: 12 });
    await runAt(placed, 90);
    await runAt(placed, 91);
    const [row] = await ctx.app.db.select().from(bankTransferOrders).where(eq(bankTransferOrders.id, order.orderId));
    expect(row).toMatchObject({ state: 'cancelled', cancelledBy: 'expiry' });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 50, reserved: 0 });
    expect((await subjects(user.individualEmail)).filter((s) => s === `Your bank-transfer order ${order.reference} is cancelled`)).toHaveLength(1);
  });

  it('should cancel an order in progress at 90 days too, and leave a paid one alone', async () => {
    const listing = await transferListing(ctx.app, { quantity: 50 });
    const inProgress = (await orderedYear(ctx.app, listing)).order;
    const paid = (await orderedYear(ctx.app, listing)).order;
    const providers = createProviderOrders({ db: ctx.app.db, jobs: ctx.app.jobs });
    await providers.markInProgress(null, inProgress.orderId, origin);
    await providers.markInProgress(null, paid.orderId, origin);
    await providers.markPaid(null, paid.orderId, { amount: paid.amount, reference: paid.reference.replace(/ /g, '') }, { staffId: null, origin });

    const report = await runAt(new Date(paid.createdAt), 90);
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    const states = await ctx.app.db.select({ id: bankTransferOrders.id, state: bankTransferOrders.state }).from(bankTransferOrders).where(eq(bankTransferOrders.listingId, listing.id));
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({ [inProgress.orderId]: 'cancelled', [paid.orderId]: 'paid' });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 38, reserved: 0, nextSerial: 13 });
  });
});
