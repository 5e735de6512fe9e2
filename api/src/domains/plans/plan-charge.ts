import { and, eq, sql } from 'drizzle-orm';
import {
  budgetTonnes,
  checkoutStatuses,
  countedEmissions,
  planMonthOf,
  plannedTonnes,
  type PlanMonth,
  type PlanPauseReason,
} from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../../jobs/engine';
import { offsetPlanRuns, offsetPlans, operationalData, type ListingRow, type OffsetPlanRow, type OperationalDataRow } from '../../db/schema';
import { fifoListing } from '../carbon/listings';
import { retire, saveRecord } from '../carbon/purchases';
import { lockWallet } from '../wallet/ledger';
import { queuePlanNotice } from './plan-notices';

/**
 * What one attempt at a plan's month came to. `charged`: paid and retired now;
 * `already-charged`: an earlier attempt did it (a retry, a second cycle, another server);
 * `not-active`: paused, cancelled or completed meanwhile; `completed`: nothing left to offset;
 * `paused`: the wallet or the budget fell short, and the plan paused with a notice;
 * `no-listing`: no listing can supply the month now, left for a later attempt.
 */
export type ChargeOutcome =
  | { kind: 'charged'; quantity: number; chargedCents: number; checkoutId: string }
  | { kind: 'already-charged' | 'not-active' | 'completed' }
  | { kind: 'paused'; reason: Exclude<PlanPauseReason, 'OWNER'>; quantity: number; costCents: number; balanceCents: number; priceCents: number }
  | { kind: 'no-listing'; quantity: number };

/**
 * The months a resume makes due, in order: the month a lack of funds left unpaid (if any), then
 * the current one, each once. Resuming by hand and resuming after a top-up pay the same.
 */
export const dueMonths = (missedMonth: string | null, now: Date): PlanMonth[] => [
  ...new Set([...(missedMonth ? [missedMonth as PlanMonth] : []), planMonthOf(now)]),
];

/** What the record still needs offset, in whole tonnes. */
export const remainingTonnes = (record: Pick<OperationalDataRow, 'emissions' | 'estimatedEmissions' | 'offsets'>): number =>
  Math.max(0, (countedEmissions(record) ?? 0) - record.offsets);

/** The month's quantity and the listing it comes from (not locked: `retire` takes its serials last), or why there is none. */
export async function monthQuantity(
  tx: Database,
  plan: Pick<OffsetPlanRow, 'monthlyBudgetCents'>,
  remaining: number,
  month: PlanMonth,
): Promise<{ quantity: number; listing: ListingRow | undefined; priceCents: number | null }> {
  if (plan.monthlyBudgetCents === null) {
    const quantity = plannedTonnes(remaining, month);
    const listing = await fifoListing(tx, quantity);
    return { quantity, listing, priceCents: listing?.markUpPriceCents ?? null };
  }
  // A budget's tonnes depend on the price: the price of the listing a single tonne would come from.
  const cheapest = await fifoListing(tx, 1);
  if (!cheapest) return { quantity: 1, listing: undefined, priceCents: null };
  const quantity = Math.min(budgetTonnes(plan.monthlyBudgetCents, cheapest.markUpPriceCents, remaining), cheapest.remaining);
  if (quantity === 0) return { quantity: 0, listing: cheapest, priceCents: cheapest.markUpPriceCents };
  const listing = await fifoListing(tx, quantity);
  return { quantity, listing, priceCents: listing?.markUpPriceCents ?? null };
}

async function setPlan(tx: Database, planId: string, changes: Partial<OffsetPlanRow>): Promise<void> {
  await tx.update(offsetPlans).set({ ...changes, updatedAt: sql`now()` }).where(eq(offsetPlans.id, planId));
}

/**
 * Pays `month` of the plan inside the caller's transaction, exactly once: the plan row is
 * locked first (then the record, the wallet and last the listing, the purchases' order), an existing
 * (plan, month) run means an earlier attempt did it, and the run is written with the debit and
 * the retirement, so either all of them commit or none does. A wallet or budget that falls
 * short pauses the plan and queues its notice instead.
 */
export async function chargePlanMonth(tx: Database, jobs: JobSender, planId: string, month: PlanMonth, origin: string): Promise<ChargeOutcome> {
  const [plan] = await tx.select().from(offsetPlans).where(eq(offsetPlans.id, planId)).for('update');
  if (!plan || plan.status !== 'ACTIVE') return { kind: 'not-active' };
  const [done] = await tx
    .select({ month: offsetPlanRuns.month })
    .from(offsetPlanRuns)
    .where(and(eq(offsetPlanRuns.planId, planId), eq(offsetPlanRuns.month, month)));
  if (done) return { kind: 'already-charged' };

  const [record] = await tx.select().from(operationalData).where(eq(operationalData.id, plan.operationalDataId)).for('update');
  const remaining = record ? remainingTonnes(record) : 0;
  if (!record || !checkoutStatuses.includes(record.status) || remaining === 0) {
    await setPlan(tx, planId, { status: 'COMPLETED', pausedReason: null, missedMonth: null });
    return { kind: 'completed' };
  }

  const { quantity, listing, priceCents } = await monthQuantity(tx, plan, remaining, month);
  if (quantity === 0 && priceCents !== null) {
    await setPlan(tx, planId, { status: 'PAUSED', pausedReason: 'PRICE' });
    await queuePlanNotice(tx, jobs, plan, origin, { kind: 'price', month, year: record.year, priceCents });
    return { kind: 'paused', reason: 'PRICE', quantity: 0, costCents: 0, balanceCents: 0, priceCents };
  }
  if (!listing) return { kind: 'no-listing', quantity };

  const costCents = listing.markUpPriceCents * quantity;
  const balanceCents = await lockWallet(tx, plan.ownerId);
  if (balanceCents < costCents) {
    await setPlan(tx, planId, { status: 'PAUSED', pausedReason: 'FUNDS', missedMonth: month });
    await queuePlanNotice(tx, jobs, plan, origin, { kind: 'funds', month, year: record.year, quantity, costCents, balanceCents });
    return { kind: 'paused', reason: 'FUNDS', quantity, costCents, balanceCents, priceCents: listing.markUpPriceCents };
  }

  const account = { ownerId: plan.ownerId, callerId: plan.createdBy ?? plan.ownerId };
  const saved = await saveRecord(tx, record, { offsets: record.offsets + quantity });
  const covered = saved.badge !== 'GRAY';
  await setPlan(tx, planId, { missedMonth: null, ...(covered ? { status: 'COMPLETED' as const } : {}) });
  const retired = await retire(tx, jobs, account, { kind: 'PLAN', origin, record, listing, quantity, planMonth: month });
  await tx.insert(offsetPlanRuns).values({ planId, month, retirementId: retired.checkoutId, quantity, chargedCents: retired.chargedCents });
  return { kind: 'charged', quantity, chargedCents: retired.chargedCents, checkoutId: retired.checkoutId };
}
