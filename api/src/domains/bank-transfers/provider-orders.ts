import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { bankTransferOrderStateLabels, providerMarks, type BankTransferOrderState, type ProviderMark } from '@commons/shared/domain';
import type { MarkOrderPaid, ProviderOrder, ProviderOrders, ProviderOrdersQuery } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { bankTransferOrders, staffProjects } from '../../db/schema';
import { badRequest, conflict, notFound } from '@commons/server-kernel/errors';
import type { JobSender } from '../jobs/engine';
import { orderInProgress } from '../notices/messages/bank-transfers';
import { lockOrder, viewOf } from './cancel-order';
import { mailBuyer } from './order-mails';
import { paymentMismatch, retireOrder } from './order-payment';
import { orderView, orderViews, toProviderOrder } from './order-replies';

/** The projects a provider acts for; null for an operator's command line, which acts for every project. */
export type ProjectScope = readonly string[] | null;

/** The projects staff member `staffId` acts for (a provider's; empty for other roles). */
export async function projectsOf(db: Database, staffId: string): Promise<string[]> {
  const rows = await db.select({ projectId: staffProjects.projectId }).from(staffProjects).where(eq(staffProjects.staffId, staffId));
  return rows.map((row) => row.projectId);
}

const inScope = (scope: ProjectScope): SQL | undefined => (scope === null ? undefined : inArray(bankTransferOrders.projectId, [...scope, '']));

export const noProviderOrder = () => notFound('No order of your projects has this id');

/** Why an order in `state` may not take `mark`, in words the provider can act on. */
function refuseMark(mark: ProviderMark, state: BankTransferOrderState): never {
  const now = bankTransferOrderStateLabels[state].toLowerCase();
  if (mark === 'paid' && state === 'awaiting_payment') throw conflict('Mark the order in progress first, while you check the transfer');
  throw conflict(`This order is ${now}: it cannot be marked ${bankTransferOrderStateLabels[mark].toLowerCase()}; nothing was changed`);
}

/**
 * A provider's side of the orders (docs/product-rules.md#bank-transfer-orders): the orders of
 * the projects in its scope, read and marked. Each mark locks the order's row, checks its state
 * under the lock and mails the buyer in the same transaction: of two providers marking one order
 * at once, the second finds it marked and is refused.
 */
export function createProviderOrders({ db, jobs }: { db: Database; jobs: JobSender }, clock: () => Date = () => new Date()) {
  /** Locks the order in scope for `mark`, or says why not. */
  const lockForMark = async (tx: Database, scope: ProjectScope, orderId: string, mark: ProviderMark) => {
    const order = await lockOrder(tx, and(eq(bankTransferOrders.id, orderId), inScope(scope)));
    if (!order) throw noProviderOrder();
    if (!(providerMarks[mark] as readonly BankTransferOrderState[]).includes(order.state)) refuseMark(mark, order.state);
    return order;
  };

  return {
    /** A numbered page of the orders in scope, of one state and project or all, by date ordered. */
    async page(scope: ProjectScope, query: ProviderOrdersQuery): Promise<ProviderOrders> {
      const where = and(
        inScope(scope),
        query.state === 'ALL' ? undefined : eq(bankTransferOrders.state, query.state),
        query.projectId === '' ? undefined : eq(bankTransferOrders.projectId, query.projectId),
      );
      const order = query.sort === 'oldest' ? asc(bankTransferOrders.seq) : desc(bankTransferOrders.seq);
      const rows = await orderViews(db).where(where).orderBy(order).limit(query.limit).offset((query.page - 1) * query.limit);
      const [total] = await db.select({ total: count() }).from(bankTransferOrders).where(where);
      return { orders: rows.map(toProviderOrder), page: query.page, limit: query.limit, total: total?.total ?? 0 };
    },

    /** The order in scope whose reference is `reference` (electronic form). */
    async byReference(scope: ProjectScope, reference: string): Promise<ProviderOrder> {
      const view = await orderView(db, and(eq(bankTransferOrders.reference, reference), inScope(scope)));
      if (!view) throw notFound('No order of your projects has this reference: check it against the transfer');
      return toProviderOrder(view);
    },

    /** Awaiting payment -> in progress; the buyer is told. */
    markInProgress: (scope: ProjectScope, orderId: string, origin: string): Promise<ProviderOrder> =>
      db.transaction(async (tx) => {
        const order = await lockForMark(tx, scope, orderId, 'in_progress');
        await tx.update(bankTransferOrders).set({ state: 'in_progress', inProgressAt: clock() }).where(eq(bankTransferOrders.id, order.id));
        const view = await viewOf(tx, order.id);
        await mailBuyer(tx, jobs, order.ownerId, (facts) => orderInProgress(origin, facts), view);
        return toProviderOrder(view);
      }),

    /**
     * In progress -> paid, when the amount and reference received match the order's (else a 400
     * with the reason, nothing changed): its credits retired and certified once (`retireOrder`).
     */
    markPaid: (scope: ProjectScope, orderId: string, received: MarkOrderPaid, by: { staffId: string | null; origin: string }): Promise<ProviderOrder> =>
      db.transaction(async (tx) => {
        const order = await lockForMark(tx, scope, orderId, 'paid');
        const mismatch = paymentMismatch(order, received);
        if (mismatch) throw badRequest(mismatch);
        const view = await retireOrder(tx, jobs, order, { received, markedBy: by.staffId, origin: by.origin, at: clock() });
        return toProviderOrder(view);
      }),
  };
}

