import { eq, type SQL } from 'drizzle-orm';
import type { BankTransferOrderState, OrderCanceller } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { bankTransferOrders, type BankTransferOrderRow } from '../../db/schema';
import { conflict } from '@commons/server-kernel/errors';
import { orderView, type OrderView } from './order-replies';
import { releaseTonnes } from './reservations';

/** The order `where` names, locked until the transaction ends; undefined when none. */
export async function lockOrder(tx: Database, where: SQL | undefined): Promise<BankTransferOrderRow | undefined> {
  const [order] = await tx.select().from(bankTransferOrders).where(where).for('update');
  return order;
}

/** The order `orderId` as it now is, with its view. */
export async function viewOf(tx: Database, orderId: string): Promise<OrderView> {
  const view = await orderView(tx, eq(bankTransferOrders.id, orderId));
  if (!view) throw new Error(`bank-transfer order ${orderId} vanished inside its transaction`);
  return view;
}

/**
 * Cancels the order `where` names in `tx`, under its row's lock: its tonnes return to the
 * listing and it records when and by whom. `refuse` says why an order in its state may not be
 * (a 409, nothing changed). Undefined when no order matches.
 */
export async function cancelOrder(
  tx: Database,
  where: SQL | undefined,
  rule: { refuse: (state: BankTransferOrderState) => string | null; by: OrderCanceller; at: Date },
): Promise<OrderView | undefined> {
  const order = await lockOrder(tx, where);
  if (!order) return undefined;
  const refusal = rule.refuse(order.state);
  if (refusal) throw conflict(refusal);
  await releaseTonnes(tx, order);
  await tx
    .update(bankTransferOrders)
    .set({ state: 'cancelled', cancelledAt: rule.at, cancelledBy: rule.by })
    .where(eq(bankTransferOrders.id, order.id));
  return viewOf(tx, order.id);
}
