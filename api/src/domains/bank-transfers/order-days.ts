import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import { orderExpiryDays, orderReminderDays, unpaidOrderStates } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { bankTransferOrders } from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import { orderCancelled, orderReminder } from '../notices/messages/bank-transfers';
import { cancelOrder, lockOrder, viewOf } from './cancel-order';
import { mailBuyer } from './order-mails';
import { toTransferAccount } from './transfer-accounts';

const dayMs = 24 * 60 * 60 * 1000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * dayMs);

/** What a daily run did. */
export interface OrderDayReport {
  cancelled: number;
  reminded: number;
}

const unpaid = inArray(bankTransferOrders.state, [...unpaidOrderStates]);

/**
 * Cancels every order unpaid (awaiting payment or in progress) `orderExpiryDays` after it was
 * placed, one transaction each: locked, checked unpaid again under the lock (a provider may mark
 * it paid meanwhile), its tonnes returned and its buyer told. Run again, it finds none left.
 */
async function cancelExpired(db: Database, jobs: JobSender, at: Date, origin: string): Promise<number> {
  const due = await db
    .select({ id: bankTransferOrders.id })
    .from(bankTransferOrders)
    .where(and(unpaid, lte(bankTransferOrders.createdAt, daysBefore(at, orderExpiryDays))))
    .orderBy(asc(bankTransferOrders.seq));
  let cancelled = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const view = await cancelOrder(tx, and(eq(bankTransferOrders.id, id), unpaid), { refuse: () => null, by: 'expiry', at });
      if (!view) return;
      await mailBuyer(tx, jobs, view.order.ownerId, (facts) => orderCancelled(origin, facts, 'expiry'), view);
      cancelled += 1;
    });
  }
  return cancelled;
}

/**
 * Sends the reminder of `days` to every order awaiting payment that long and not yet reminded of
 * it, marking it in the same transaction: the marker (`reminded_days`) makes each mail go once.
 * The later reminder first, so an order whose earlier one a stopped server missed gets only the later.
 */
async function remind(db: Database, jobs: JobSender, at: Date, origin: string, days: number): Promise<number> {
  const due = await db
    .select({ id: bankTransferOrders.id })
    .from(bankTransferOrders)
    .where(
      and(
        eq(bankTransferOrders.state, 'awaiting_payment'),
        lt(bankTransferOrders.remindedDays, days),
        lte(bankTransferOrders.createdAt, daysBefore(at, days)),
      ),
    )
    .orderBy(asc(bankTransferOrders.seq));
  let reminded = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, and(eq(bankTransferOrders.id, id), eq(bankTransferOrders.state, 'awaiting_payment'), lt(bankTransferOrders.remindedDays, days)));
      if (!order) return;
      await tx.update(bankTransferOrders).set({ remindedDays: days }).where(eq(bankTransferOrders.id, id));
      const view = await viewOf(tx, id);
      if (!view.account) return;
      const account = toTransferAccount(view.account);
      await mailBuyer(tx, jobs, order.ownerId, (facts) => orderReminder(origin, facts, account, days), view);
      reminded += 1;
    });
  }
  return reminded;
}

/**
 * The day's work on bank-transfer orders at `at` (docs/jobs.md#bank-transfer-orders): the unpaid
 * at 90 days cancelled first, then the reminders at 80 and 30 days of those still awaiting payment.
 */
export async function runOrderDay(db: Database, jobs: JobSender, at: Date, origin: string): Promise<OrderDayReport> {
  const cancelled = await cancelExpired(db, jobs, at, origin);
  let reminded = 0;
  for (const days of [...orderReminderDays].reverse()) reminded += await remind(db, jobs, at, origin, days);
  return { cancelled, reminded };
}
