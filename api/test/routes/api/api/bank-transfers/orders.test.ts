import { describe, expect, it } from 'vitest';
import { isCreditorReference, normalizeCreditorReference } from '@commons/shared/domain';
import { useTestApp } from '../../../../helpers/build';
import { addListing, get, listingById, post, saveYear } from '../../../../helpers/carbon';
import { orderedYear, placeOrder, testIban, transferListing } from '../../../../helpers/bank-transfers';
import { outboxTo } from '../../../../helpers/outbox';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

const orders = 'carbon-credits/individual/bank-transfer-orders';

describe('bank-transfer orders, the buyer', () => {
  const ctx = useTestApp();

  it('should reserve the tonnes, reply the transfer details with a checked reference, and mail them', async () => {
    const listing = await transferListing(ctx.app, { unitPriceCents: 950, markUpPriceCents: 1140 });
    const { user, order } = await orderedYear(ctx.app, listing);

    // 12 t x 11.40 = 136.80, what the wallet checkout would charge.
    expect(order).toMatchObject({ state: 'awaiting_payment', quantity: 12, amount: 136.8, projectId: 'GS9999', checkoutId: null, cancelledBy: null });
    expect(isCreditorReference(order.reference)).toBe(true);
    expect(order.transfer).toEqual({
      bankName: 'ABN AMRO',
      account: { kind: 'iban', holderName: 'Test Wind Farm Trust', iban: testIban },
      amount: 136.8,
      reference: order.reference,
    });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 88, reserved: 12, nextSerial: 1 });
    const mail = (await outboxTo(ctx.app.db, user.individualEmail)).at(-1);
    expect(mail?.subject).toBe(`Pay $136.80 by bank transfer, reference ${order.reference}`);
    expect(mail?.text).toContain('NL91 ABNA 0417 1643 00');
  });

  it('should list the orders newest first, filter them by state, and show one; another account sees none', async () => {
    const listing = await transferListing(ctx.app);
    const { user, order } = await orderedYear(ctx.app, listing);
    const listed = await get(ctx.app, user.token, `${orders}?state=awaiting_payment`);
    expect(listed.json()).toEqual({ orders: [order], nextCursor: null, prevCursor: null });
    expect((await get(ctx.app, user.token, `${orders}?state=paid`)).json().orders).toEqual([]);
    expect((await get(ctx.app, user.token, `${orders}/${order.orderId}`)).json()).toEqual(order);

    const other = await approvedUser(ctx.app);
    expect((await get(ctx.app, other.token, `${orders}/${order.orderId}`)).statusCode).toBe(404);
    expect((await get(ctx.app, other.token, orders)).json().orders).toEqual([]);
    expect((await get(ctx.app, user.token, `${orders}?state=unpaid`)).statusCode).toBe(400);
  });

  it('should say whether a listing takes bank transfers', async () => {
    const plain = await addListing(ctx.app, { projectId: 'GS1111', quantity: 50 });
    const transfer = await transferListing(ctx.app, { quantity: 60 });
    const user = await approvedUser(ctx.app);
    const offers = (await post(ctx.app, user.token, 'carbon-credits/individual/get-listings', { requiredQuantity: 10 })).json();
    expect(offers.find((o: { listingId: string }) => o.listingId === plain.id).bankTransfer).toBe(false);
    expect(offers.find((o: { listingId: string }) => o.listingId === transfer.id).bankTransfer).toBe(true);
  });

  it('should refuse, changing nothing, a project without transfers, a second order of the year, too few tonnes and too small a quantity', async () => {
    const plain = await addListing(ctx.app, { projectId: 'GS2222' });
    const user = await approvedUser(ctx.app);
    const record = await saveYear(ctx.app, user.token);
    const order = (listingId: string, quantity?: number) => placeOrder(ctx.app, user.token, { listingId, operationalDataId: record.operationalDataId, quantity });

    const refused = await order(plain.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Test Wind Farm takes no bank transfers: pay from your wallet instead');

    const small = await transferListing(ctx.app, { quantity: 10 });
    expect((await order(small.id)).json()).toEqual({ message: 'This listing can no longer supply 12 tonnes; please try again' });
    expect(await listingById(ctx.app, small.id)).toMatchObject({ remaining: 10, reserved: 0 });

    const listing = await transferListing(ctx.app);
    // The year needs 12 t, 10 t by its detailed estimate: the least a purchase may buy, as the wallet checkout's.
    expect((await order(listing.id, 5)).json()).toEqual({ message: `quantity must be at least 10 tonnes, what ${record.year} needs by its detailed estimate` });
    expect((await order(listing.id)).statusCode).toBe(201);
    const twice = await order(listing.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`${record.year} has an order awaiting payment by bank transfer already; cancel it to order again`);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 88, reserved: 12 });
  });

  it('should cancel an order awaiting payment, return its tonnes and mail the buyer, and refuse it twice', async () => {
    const listing = await transferListing(ctx.app);
    const { user, order } = await orderedYear(ctx.app, listing);
    const cancelled = await post(ctx.app, user.token, `${orders}/${order.orderId}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', cancelledBy: 'buyer', cancelledAt: expect.any(String) });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 100, reserved: 0 });
    expect((await outboxTo(ctx.app.db, user.individualEmail)).map((m) => m.subject)).toContain(`Your bank-transfer order ${order.reference} is cancelled`);

    const again = await post(ctx.app, user.token, `${orders}/${order.orderId}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is cancelled already; nothing was changed');
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 100, reserved: 0 });
  });

  it('should refuse a wallet checkout of a year with an unpaid order, and allow it once the order is cancelled', async () => {
    const listing = await transferListing(ctx.app);
    const { user, record, order } = await orderedYear(ctx.app, listing);
    await creditWallet(ctx.app, user.individualId, 500);
    const checkout = () => post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId: listing.id, operationalDataId: record.operationalDataId });
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${record.year} has an order awaiting payment by bank transfer; cancel it to buy from your wallet instead`);
    await post(ctx.app, user.token, `${orders}/${order.orderId}/cancel`, {});
    expect((await checkout()).statusCode).toBe(200);
  });

  it('should refuse a monthly offset or a monthly plan of a year with an unpaid order, and start the plan once it is cancelled', async () => {
    const listing = await transferListing(ctx.app);
    const { user, record, order } = await orderedYear(ctx.app, listing);
    await creditWallet(ctx.app, user.individualId, 500);
    const body = { operationalDataId: record.operationalDataId };
    const offset = await post(ctx.app, user.token, 'carbon-offsets/individual/monthly-offset', body);
    expect(offset.statusCode).toBe(409);
    expect(offset.json().message).toBe(`${record.year} has an order awaiting payment by bank transfer; cancel it to buy from your wallet instead`);
    const plan = () => post(ctx.app, user.token, 'carbon-offsets/individual/plans', body);
    const refused = await plan();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${record.year} has an order awaiting payment by bank transfer; cancel it to start a monthly plan instead`);
    expect((await get(ctx.app, user.token, 'carbon-offsets/individual/plans')).json()).toEqual([]);
    await post(ctx.app, user.token, `${orders}/${order.orderId}/cancel`, {});
    expect((await plan()).statusCode).toBe(201);
  });

  it('should replay an order sent twice with one idempotency key, reserving once', async () => {
    const listing = await transferListing(ctx.app);
    const user = await approvedUser(ctx.app);
    const record = await saveYear(ctx.app, user.token);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/api/${orders}`,
        headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': 'order-once' },
        payload: { listingId: listing.id, operationalDataId: record.operationalDataId },
      });
    const first = await send();
    const second = await send();
    expect(second.json()).toEqual(first.json());
    expect(normalizeCreditorReference(first.json().reference)).toHaveLength(16);
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 88, reserved: 12 });
  });
});
