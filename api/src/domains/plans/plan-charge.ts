import { planMonthOf, type PlanMonth } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { OffsetPlanRow } from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import { runCheckoutBatch } from '../carbon/checkout-batch';
import type { ChargeOutcome } from './plan-month';

/**
 * The months a resume makes due, in order: the month a lack of funds left unpaid (if any), then
 * the current one, each once. Resuming by hand and resuming after a top-up pay the same.
 */
export const dueMonths = (missedMonth: string | null, now: Date): PlanMonth[] => [
  ...new Set([...(missedMonth ? [missedMonth as PlanMonth] : []), planMonthOf(now)]),
];

/**
 * Pays `month` of the plan inside the caller's transaction `tx`, exactly once, as a batch of one
 * (`runCheckoutBatch`, in a savepoint): the plan row is locked first, then the record, the
 * wallet and last the listing; an existing (plan, month) run means an earlier attempt did it,
 * and the run is written with the debit and the retirement, so either all of them commit or none
 * does. A wallet or budget that falls short pauses the plan and queues its notice instead.
 */
export async function chargePlanMonth(
  tx: Database,
  jobs: JobSender,
  plan: Pick<OffsetPlanRow, 'id' | 'ownerId'>,
  month: PlanMonth,
  origin: string,
): Promise<ChargeOutcome> {
  const [settled] = await runCheckoutBatch(tx, [{ kind: 'PLAN', planId: plan.id, ownerId: plan.ownerId, month, origin }], { jobs });
  if (!settled!.ok) throw settled!.error;
  return settled!.value;
}
