import { eq, type SQL } from 'drizzle-orm';
import { centsToUsd, formatCreditorReference, orderExpiresAt } from '@commons/shared/domain';
import type { BankTransferOrder, ProviderOrder } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import {
  bankTransferOrders,
  bankTransferPayments,
  listings,
  operationalData,
  projectTransferAccounts,
  type BankTransferOrderRow,
  type ProjectTransferAccountRow,
} from '../../db/schema';
import { toTransferAccount } from './transfer-accounts';

/** An order with what its replies show of its listing, year, payment and project's account. */
export interface OrderView {
  order: BankTransferOrderRow;
  projectName: string;
  vintage: number;
  year: number;
  checkoutId: string | null;
  account: ProjectTransferAccountRow | null;
}

/** The orders matching `where`, each with what its reply shows: one select, the caller orders and limits it. */
export const orderViews = (db: Database) =>
  db
    .select({
      order: bankTransferOrders,
      projectName: listings.projectName,
      vintage: listings.vintage,
      year: operationalData.year,
      checkoutId: bankTransferPayments.retirementId,
      account: projectTransferAccounts,
    })
    .from(bankTransferOrders)
    .innerJoin(listings, eq(listings.id, bankTransferOrders.listingId))
    .innerJoin(operationalData, eq(operationalData.id, bankTransferOrders.operationalDataId))
    .leftJoin(bankTransferPayments, eq(bankTransferPayments.orderId, bankTransferOrders.id))
    .leftJoin(projectTransferAccounts, eq(projectTransferAccounts.projectId, bankTransferOrders.projectId))
    .$dynamic();

/** The one order `where` names, with its view; undefined when none. */
export async function orderView(db: Database, where: SQL | undefined): Promise<OrderView | undefined> {
  const [row] = await orderViews(db).where(where).limit(1);
  return row;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An order as its project's provider sees it. */
export const toProviderOrder = ({ order, projectName, vintage, year, checkoutId }: OrderView): ProviderOrder => ({
  orderId: order.id,
  reference: formatCreditorReference(order.reference),
  state: order.state,
  projectId: order.projectId,
  projectName,
  listingId: order.listingId,
  vintage,
  year,
  quantity: order.quantity,
  amount: centsToUsd(order.amountCents),
  createdAt: order.createdAt.toISOString(),
  inProgressAt: iso(order.inProgressAt),
  paidAt: iso(order.paidAt),
  cancelledAt: iso(order.cancelledAt),
  cancelledBy: order.cancelledBy,
  expiresAt: orderExpiresAt(order.createdAt).toISOString(),
  checkoutId,
});

/** An order as its buyer sees it, with the details to pay it by. */
export function toBankTransferOrder(view: OrderView): BankTransferOrder {
  if (!view.account) throw new Error(`project ${view.order.projectId} has orders but no transfer account`);
  const { expiresAt, ...shown } = toProviderOrder(view);
  return {
    ...shown,
    operationalDataId: view.order.operationalDataId,
    expiresAt,
    transfer: { ...toTransferAccount(view.account), amount: shown.amount, reference: shown.reference },
  };
}
