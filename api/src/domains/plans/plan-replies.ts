import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { centsToUsd, countedEmissions, nextRunDate, planMonthOf, type PlanMonth } from '@commons/shared/domain';
import type { Plan, PlanRun } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { offsetPlanRuns, offsetPlans, operationalData, type OffsetPlanRow, type OffsetPlanRunRow, type OperationalDataRow } from '../../db/schema';
import { balanceCents } from '../wallet/ledger';
import { monthQuantities, remainingTonnes, type MonthQuantity } from './plan-month';
import { wholeDollarsCents } from './plan-notices';

const toRun = (run: OffsetPlanRunRow): PlanRun => ({
  month: run.month,
  quantity: run.quantity,
  amount: centsToUsd(run.chargedCents),
  checkoutId: run.retirementId,
  ranAt: run.ranAt.toISOString(),
});

/** `monthQuantity` at today's listings (`monthQuantities`). */
type QuantityNow = (plan: OffsetPlanRow, remaining: number, month: PlanMonth) => MonthQuantity;

/** What the next run would retire and cost at today's FIFO price, or nulls when nothing can tell. */
function nextCharge(quantityNow: QuantityNow, plan: OffsetPlanRow, record: OperationalDataRow, month: PlanMonth) {
  const remaining = remainingTonnes(record);
  if (remaining === 0) return { quantity: null, costCents: null };
  const { quantity, listing } = quantityNow(plan, remaining, month);
  if (!listing || quantity === 0) return { quantity: quantity || null, costCents: null };
  return { quantity, costCents: listing.markUpPriceCents * quantity };
}

/** A plan as the API replies with it: its months so far, and what comes next. */
async function toPlan(db: Database, quantityNow: QuantityNow, plan: OffsetPlanRow, record: OperationalDataRow, runs: OffsetPlanRunRow[], now: Date): Promise<Plan> {
  const open = plan.status === 'ACTIVE' || plan.status === 'PAUSED';
  // A FUNDS pause is resumed with the month it missed; anything else next runs on the 1st.
  const nextMonth = (plan.missedMonth as PlanMonth | null) ?? planMonthOf(nextRunDate(now));
  const next = open ? nextCharge(quantityNow, plan, record, nextMonth) : { quantity: null, costCents: null };
  const topUp =
    plan.pausedReason === 'FUNDS' && next.costCents !== null
      ? wholeDollarsCents(Math.max(next.costCents - (await balanceCents(db, plan.ownerId)), 0))
      : null;
  const last = runs.at(-1);
  return {
    planId: plan.id,
    operationalDataId: plan.operationalDataId,
    year: record.year,
    status: plan.status,
    pausedReason: plan.pausedReason,
    monthlyBudget: plan.monthlyBudgetCents === null ? null : centsToUsd(plan.monthlyBudgetCents),
    monthsCovered: runs.length,
    tonnesRetired: runs.reduce((sum, run) => sum + run.quantity, 0),
    emissions: countedEmissions(record),
    nextQuantity: next.quantity,
    nextAmount: next.costCents === null ? null : centsToUsd(next.costCents),
    nextRunOn: plan.status === 'ACTIVE' ? nextRunDate(now).toISOString().slice(0, 10) : null,
    topUpNeeded: topUp === null ? null : centsToUsd(topUp),
    lastRun: last ? toRun(last) : null,
    createdAt: plan.createdAt.toISOString(),
  };
}

/** The account's plans (or the one `planId`), newest first, as replies. */
export async function planReplies(db: Database, ownerId: string, now: Date, planId?: string): Promise<Plan[]> {
  const rows = await db
    .select({ plan: offsetPlans, record: operationalData })
    .from(offsetPlans)
    .innerJoin(operationalData, eq(operationalData.id, offsetPlans.operationalDataId))
    .where(and(eq(offsetPlans.ownerId, ownerId), planId ? eq(offsetPlans.id, planId) : sql`true`))
    .orderBy(desc(offsetPlans.seq));
  if (rows.length === 0) return [];
  const runs = await db
    .select()
    .from(offsetPlanRuns)
    .where(inArray(offsetPlanRuns.planId, rows.map((row) => row.plan.id)))
    .orderBy(offsetPlanRuns.month);
  const quantityNow = await monthQuantities(db);
  return Promise.all(rows.map(({ plan, record }) => toPlan(db, quantityNow, plan, record, runs.filter((run) => run.planId === plan.id), now)));
}
