import type { PlanMonth } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../jobs/engine';
import type { OffsetPlanRow } from '../../db/schema';
import { planPausedForFunds, planPausedForPrice } from '../notices/messages/plans';
import { queueReceipt } from '../notices/queue-notice';
import { accountOwner } from '../notices/recipients';

/** Whole dollars, rounded up: what a top-up must at least be to cover `cents`. */
export const wholeDollarsCents = (cents: number): number => Math.ceil(cents / 100) * 100;

export type PlanNotice =
  | { kind: 'funds'; month: PlanMonth; year: number; quantity: number; costCents: number; balanceCents: number }
  | { kind: 'price'; month: PlanMonth; year: number; priceCents: number };

/**
 * Queues the notice of a plan that paused, in the transaction that paused it. Sent as a receipt
 * is (never turned off): it says why money the owner expected to move did not.
 */
export async function queuePlanNotice(tx: Database, jobs: JobSender, plan: OffsetPlanRow, origin: string, notice: PlanNotice): Promise<void> {
  const owner = await accountOwner(tx, plan.ownerId);
  if (!owner) return;
  const content =
    notice.kind === 'funds'
      ? planPausedForFunds(origin, {
          month: notice.month,
          plan: { year: notice.year, quantity: notice.quantity, costCents: notice.costCents },
          balanceCents: notice.balanceCents,
          topUpCents: wholeDollarsCents(notice.costCents - notice.balanceCents),
        })
      : planPausedForPrice(origin, { month: notice.month, year: notice.year, budgetCents: plan.monthlyBudgetCents ?? 0, priceCents: notice.priceCents });
  await queueReceipt(tx, jobs, owner, content);
}
