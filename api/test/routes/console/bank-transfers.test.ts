import { beforeAll, describe, expect, it } from 'vitest';
import { creditorReference, formatCreditorReference } from '@commons/shared/domain';
import { mistypedReferenceMessage, type ProviderOrder } from '@commons/shared/schemas';
import { eq } from 'drizzle-orm';
import { bankTransferPayments, retirements } from '../../../src/db/schema';
import { orderedYear, transferListing } from '../../helpers/bank-transfers';
import { useTestApp } from '../../helpers/build';
import { get, listingById, post, recordById } from '../../helpers/carbon';
import { outboxTo } from '../../helpers/outbox';
import { describeProject } from '../../helpers/projects';
import { consoleCall, signedInStaff } from '../../helpers/staff';

describe('the provider console: bank transfers', () => {
  const ctx = useTestApp();
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    await describeProject(ctx.app, 'GS5151');
    await describeProject(ctx.app, 'GS6161');
    cookie = (await signedInStaff(ctx.app, 'provider', ['GS5151'])).cookie;
    otherCookie = (await signedInStaff(ctx.app, 'provider', ['GS6161'])).cookie;
  }, 120_000);

  const put = (path: string, payload: object, as = cookie) =>
    ctx.app.inject({ method: 'PUT', url: `/api/console${path}`, payload, headers: { cookie: as } });
  const mark = (orderId: string, step: 'in-progress' | 'paid', payload?: object, as = cookie) =>
    consoleCall(ctx.app, 'POST', `/bank-transfers/orders/${orderId}/${step}`, { cookie: as, ...(payload ? { payload } : {}) });

  it("should set a project's account, a US one checked by its routing number, and refuse another provider's project", async () => {
    const us = { bankName: 'Chase', account: { kind: 'us', holderName: 'Kasigau Trust', accountNumber: '000123456789', routingNumber: '021000021' } };
    const set = await put('/bank-transfers/projects/GS5151', us);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ projectId: 'GS5151', transfer: us });
    expect((await consoleCall(ctx.app, 'GET', '/bank-transfers/projects', { cookie })).json()).toEqual([set.json()]);

    const bad = await put('/bank-transfers/projects/GS5151', { ...us, account: { ...us.account, routingNumber: '021000022' } });
    expect(bad.json()).toEqual({ message: 'This routing number is not valid: check it for a mistyped digit' });
    expect((await put('/bank-transfers/projects/GS5151', us, otherCookie)).statusCode).toBe(404);
  });

  it('should mark an order in progress then paid: the credits retired once, the certificate issued and mailed', async () => {
    const listing = await transferListing(ctx.app, { projectId: 'GS5151', serialPrefix: 'GS1-1-IN-GS5151-12-2022-paid' });
    const { user, order, record } = await orderedYear(ctx.app, listing);

    expect((await mark(order.orderId, 'paid', { amount: order.amount, reference: order.reference })).json()).toEqual({
      message: 'Mark the order in progress first, while you check the transfer',
    });
    expect((await mark(order.orderId, 'in-progress', undefined, otherCookie)).statusCode).toBe(404);
    const inProgress = await mark(order.orderId, 'in-progress');
    expect(inProgress.json()).toMatchObject({ state: 'in_progress', inProgressAt: expect.any(String) });
    const cancel = await post(ctx.app, user.token, `carbon-credits/individual/bank-transfer-orders/${order.orderId}/cancel`, {});
    expect(cancel.json()).toEqual({ message: 'This order is in progress: the provider is checking your transfer, so it can no longer be cancelled' });

    const paid = await mark(order.orderId, 'paid', { amount: order.amount, reference: order.reference.toLowerCase() });
    expect(paid.statusCode).toBe(200);
    const done = paid.json<ProviderOrder>();
    expect(done).toMatchObject({ state: 'paid', paidAt: expect.any(String), checkoutId: expect.any(String) });
    const [retired] = await ctx.app.db.select().from(retirements).where(eq(retirements.id, done.checkoutId!));
    // 12 t at 10.00 and 12.00 marked up: 120.00 for the credits and 24.00 of mark-up, paid by transfer.
    expect(retired).toMatchObject({ quantity: 12, serialStart: 1, serialEnd: 12, amountCents: 12_000, feeCents: 2_400, kind: 'CHECKOUT' });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 88, reserved: 0, nextSerial: 13 });
    expect(await recordById(ctx.app, record.operationalDataId)).toMatchObject({ credits: 12, offsets: 12, badge: 'BLUE' });
    const receipt = (await outboxTo(ctx.app.db, user.individualEmail)).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt?.attachments).toEqual([{ kind: 'certificate', retirementId: done.checkoutId, siteOrigin: expect.any(String) }]);
    expect((await get(ctx.app, user.token, `carbon-credits/confirmation-certificate?checkoutId=${done.checkoutId}`)).statusCode).toBe(200);

    const twice = await mark(order.orderId, 'paid', { amount: order.amount, reference: order.reference });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order is paid: it cannot be marked paid; nothing was changed');
    expect(await ctx.app.db.select().from(bankTransferPayments).where(eq(bankTransferPayments.orderId, order.orderId))).toHaveLength(1);
  });

  it('should refuse an amount or reference that does not match, with the reason, changing nothing', async () => {
    const listing = await transferListing(ctx.app, { projectId: 'GS5151', serialPrefix: 'GS1-1-IN-GS5151-12-2022-mismatch' });
    const { order } = await orderedYear(ctx.app, listing);
    await mark(order.orderId, 'in-progress');
    const wrongAmount = await mark(order.orderId, 'paid', { amount: 143.99, reference: order.reference });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toBe("The amount received, $143.99, is not this order's $144.00; nothing was changed");
    const other = formatCreditorReference(creditorReference('OTHERORDER12'));
    const wrongReference = await mark(order.orderId, 'paid', { amount: order.amount, reference: other });
    expect(wrongReference.json().message).toBe(`The reference received, ${other}, is not this order's (${order.reference}); nothing was changed`);
    const mistyped = await mark(order.orderId, 'paid', { amount: order.amount, reference: `${order.reference.slice(0, -1)}${order.reference.endsWith('2') ? '3' : '2'}` });
    expect(mistyped.json()).toEqual({ message: mistypedReferenceMessage });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 88, reserved: 12, nextSerial: 1 });
    const listed = await consoleCall(ctx.app, 'GET', '/bank-transfers/orders?state=in_progress&projectId=GS5151', { cookie });
    expect(listed.json<{ orders: ProviderOrder[] }>().orders.map((o) => o.orderId)).toContain(order.orderId);
  });

  it('should find an order by a received reference, refusing one whose check digits fail', async () => {
    const listing = await transferListing(ctx.app, { projectId: 'GS5151', serialPrefix: 'GS1-1-IN-GS5151-12-2022-find' });
    const { order } = await orderedYear(ctx.app, listing);
    const find = (reference: string, as = cookie) =>
      consoleCall(ctx.app, 'GET', `/bank-transfers/orders/by-reference?reference=${encodeURIComponent(reference)}`, { cookie: as });
    expect((await find(order.reference.replace(/ /g, '').toLowerCase())).json()).toMatchObject({ orderId: order.orderId, state: 'awaiting_payment' });
    const swapped = `${order.reference.slice(0, 5)}${order.reference[6]}${order.reference[5]}${order.reference.slice(7)}`;
    if (swapped !== order.reference) {
      const refused = await find(swapped);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: "This reference's check digits do not match: it was mistyped" });
    }
    expect((await find(order.reference, otherCookie)).statusCode).toBe(404);
  });

  it('should page the orders, filtered by state and project and sorted, on the server', async () => {
    const listing = await transferListing(ctx.app, { projectId: 'GS5151', serialPrefix: 'GS1-1-IN-GS5151-12-2022-page' });
    const first = (await orderedYear(ctx.app, listing)).order;
    const second = (await orderedYear(ctx.app, listing)).order;
    const page = (query: string) => consoleCall(ctx.app, 'GET', `/bank-transfers/orders?${query}`, { cookie }).then((r) => r.json<{ orders: ProviderOrder[]; total: number }>());
    const newest = await page('state=awaiting_payment&sort=newest&limit=1');
    expect(newest.orders.map((o) => o.orderId)).toEqual([second.orderId]);
    const oldest = await page('state=awaiting_payment&sort=oldest&limit=50');
    expect(oldest.orders.map((o) => o.orderId).indexOf(first.orderId)).toBeLessThan(oldest.orders.map((o) => o.orderId).indexOf(second.orderId));
    expect(oldest.total).toBe(newest.total);
    expect((await page('projectId=GS6161')).orders).toEqual([]);
    const otherList = await consoleCall(ctx.app, 'GET', '/bank-transfers/orders', { cookie: otherCookie });
    expect(otherList.json()).toMatchObject({ orders: [], total: 0 });
  });
});
