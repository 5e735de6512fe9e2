import { eq } from 'drizzle-orm';
import { badgeFor, formatCreditorReference, formatSerialRange, formatUsd, centsToUsd, isSampleRetirement } from '@commons/shared/domain';
import type { MarkOrderPaid } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { bankTransferOrders, bankTransferPayments, listings, operationalData, projects, retirements, type BankTransferOrderRow } from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import { lockRecords } from '../carbon/records';
import { peopleOf } from '../carbon/receipts-job';
import { orderPaidReceipt } from '../notices/messages/bank-transfers';
import { viewOf } from './cancel-order';
import { mailBuyer } from './order-mails';
import type { OrderView } from './order-replies';
import { serialsForReserved } from './reservations';

/**
 * Why what the provider received does not pay this order, or null when it does: the reference
 * quoted must be the order's and the amount its own to the cent (a partial or excess transfer
 * is the provider's to settle with the buyer first).
 */
export function paymentMismatch(order: Pick<BankTransferOrderRow, 'reference' | 'amountCents'>, received: MarkOrderPaid): string | null {
  if (received.reference !== order.reference) {
    return `The reference received, ${formatCreditorReference(received.reference)}, is not this order's (${formatCreditorReference(order.reference)}); nothing was changed`;
  }
  const receivedCents = Math.round(received.amount * 100);
  if (receivedCents !== order.amountCents) {
    return `The amount received, ${formatUsd(received.amount)}, is not this order's ${formatUsd(centsToUsd(order.amountCents))}; nothing was changed`;
  }
  return null;
}

/**
 * Retires a locked order in progress (`order`) in the caller's transaction, as a checkout of its
 * year: the record locked, the reserved tonnes given the listing's next serials, the retirement
 * (a sample when its project is one: no wallet money is involved, docs/product-rules.md#sample-retirements)
 * and the payment row whose primary key is the order, so a second payment of it fails to insert
 * and rolls back, then the record's credits and badge, the order paid, and the receipt with the
 * certificate in the outbox.
 */
export async function retireOrder(
  tx: Database,
  jobs: JobSender,
  order: BankTransferOrderRow,
  payment: { received: MarkOrderPaid; markedBy: string | null; origin: string; at: Date },
): Promise<OrderView> {
  const record = (await lockRecords(tx, [{ id: order.operationalDataId, ownerId: order.ownerId }])).get(order.operationalDataId);
  if (!record) throw new Error(`record ${order.operationalDataId} of order ${order.id} is gone`);
  const [listing] = await tx
    .select({ registry: listings.registry, serialPrefix: listings.serialPrefix, sample: projects.sample })
    .from(listings)
    .innerJoin(projects, eq(projects.id, listings.projectId))
    .where(eq(listings.id, order.listingId));
  const serialStart = await serialsForReserved(tx, order);
  const owner = (await peopleOf(tx, [order.ownerId])).get(order.ownerId);
  const sample = isSampleRetirement({ sampleProject: listing!.sample, walletTakesSandboxMoney: false });
  const [retired] = await tx
    .insert(retirements)
    .values({
      ownerId: order.ownerId,
      createdBy: order.createdBy,
      operationalDataId: record.id,
      listingId: order.listingId,
      kind: 'CHECKOUT',
      quantity: order.quantity,
      serialStart,
      serialEnd: serialStart + order.quantity - 1,
      amountCents: order.amountCents - order.feeCents,
      feeCents: order.feeCents,
      beneficiary: owner?.name ?? '',
      sample,
      retiredAt: payment.at,
    })
    .returning({ id: retirements.id });
  await tx.insert(bankTransferPayments).values({
    orderId: order.id,
    retirementId: retired!.id,
    receivedCents: Math.round(payment.received.amount * 100),
    reference: payment.received.reference,
    markedBy: payment.markedBy,
    paidAt: payment.at,
  });
  const after = { ...record, credits: record.credits + order.quantity, offsets: record.offsets + order.quantity };
  await tx
    .update(operationalData)
    .set({ credits: after.credits, offsets: after.offsets, badge: badgeFor(after) })
    .where(eq(operationalData.id, record.id));
  await tx.update(bankTransferOrders).set({ state: 'paid', paidAt: payment.at }).where(eq(bankTransferOrders.id, order.id));
  const view = await viewOf(tx, order.id);
  const serialRange = formatSerialRange({ prefix: listing!.serialPrefix, start: serialStart, end: serialStart + order.quantity - 1 });
  await mailBuyer(tx, jobs, order.ownerId, (facts) => orderPaidReceipt(payment.origin, facts, { checkoutId: retired!.id, serialRange, paidAt: payment.at, sample }), view);
  return view;
}
