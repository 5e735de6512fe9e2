import { addRecord } from './carbon-actions';
import { ok, randomOf, send, type LoadContext, type LoadUser } from './load-context';

const checkoutTonnes = 12;
const ordersPath = '/api/api/carbon-credits/individual/bank-transfer-orders';

interface Offer {
  listingId: string;
  projectId: string;
  bankTransfer: boolean;
}

/**
 * Orders a record's credits paid by bank transfer from a listing whose project takes transfers
 * (the operator sets the first offer's project's account when none does yet): its tonnes are
 * reserved until the provider marks it paid.
 */
export async function orderByTransfer(ctx: LoadContext, user: LoadUser): Promise<void> {
  const record = user.records.find((r) => !r.checkedOut && r.plan === null) ?? (await addRecord(ctx, user));
  if (!record) return;
  const offers = await send(ctx, 'POST', '/api/api/carbon-credits/individual/get-listings', { token: user.token, json: { requiredQuantity: checkoutTonnes } });
  if (!ok(offers)) return;
  const listed = offers.json<Offer[]>();
  const offer = listed.find((o) => o.bankTransfer);
  if (!offer) {
    const first = listed[0];
    if (first) {
      const json = { projectId: first.projectId, bank: 'Reliability Bank', holder: 'Reliability Trust', iban: 'NL91ABNA0417164300' };
      await send(ctx, 'POST', '/api/operator/bank-transfers/account', { token: ctx.operatorToken, json });
    }
    return;
  }
  const answer = await send(ctx, 'POST', ordersPath, { token: user.token, json: { listingId: offer.listingId, operationalDataId: record.id } });
  // An order (or one whose answer was lost: the year then refuses a second) takes the year off the checkout's list.
  if (answer.status === 201 || (answer.status === 409 && answer.body.includes('awaiting payment'))) record.checkedOut = true;
  if (answer.status === 201) {
    const { orderId, amount, reference } = answer.json<{ orderId: string; amount: number; reference: string }>();
    ctx.pendingOrders.push({ id: orderId, amount, reference });
  }
}

/**
 * The provider (the operator's command, every project in scope) marks a placed order in
 * progress, then paid with its amount and reference: under the kill, a `paid` may be cut
 * mid-transaction and sent again, and must retire and certify the order once.
 */
export async function markOrderPaid(ctx: LoadContext): Promise<void> {
  const order = ctx.pendingOrders.length > 0 ? randomOf(ctx.pendingOrders) : undefined;
  if (!order) return;
  const mark = (step: string, json: object) => send(ctx, 'POST', `/api/operator/bank-transfers/${step}`, { token: ctx.operatorToken, json: { orderId: order.id, ...json } });
  // Refused as in progress or paid already (an earlier answer lost): `paid` below says which.
  await mark('in-progress', {});
  const paid = await mark('paid', { amount: order.amount.toFixed(2), reference: order.reference });
  if (paid.status === 200 || (paid.status === 409 && paid.body.includes('is paid'))) {
    ctx.acks.paidOrders.push(order.id);
    ctx.pendingOrders.splice(ctx.pendingOrders.indexOf(order), 1);
  }
}
