import { asc, sql } from 'drizzle-orm';
import {
  budgetTonnes,
  countedEmissions,
  plannedTonnes,
  type PlanMonth,
  type PlanPauseReason,
} from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { anyOf, insertJsonRows, rowsOf } from '../../db/raw';
import {
  offsetPlanMonthOutcomes,
  offsetPlanRuns,
  offsetPlans,
  type ListingRow,
  type OffsetPlanRow,
  type OperationalDataRow,
  type PlanMonthOutcome,
  type PlanMonthOutcomeReason,
} from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import { fifoListings } from '../carbon/listings';
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

/** What the record still needs offset, in whole tonnes. */
export const remainingTonnes = (record: Pick<OperationalDataRow, 'emissions' | 'estimatedEmissions' | 'offsets'>): number =>
  Math.max(0, (countedEmissions(record) ?? 0) - record.offsets);

export interface MonthQuantity {
  quantity: number;
  listing: ListingRow | undefined;
  priceCents: number | null;
}

/**
 * The month's quantity and the FIFO listing it comes from, or why there is none. `fifo` gives
 * the FIFO listing for a quantity and `left` what a listing has left: as read from the
 * database (`monthQuantities`), or as a batch sees them once its earlier items took theirs.
 */
export function monthQuantity(
  plan: Pick<OffsetPlanRow, 'monthlyBudgetCents'>,
  remaining: number,
  month: PlanMonth,
  fifo: (quantity: number) => ListingRow | undefined,
  left: (listing: ListingRow) => number = (listing) => listing.remaining,
): MonthQuantity {
  if (plan.monthlyBudgetCents === null) {
    const quantity = plannedTonnes(remaining, month);
    const listing = fifo(quantity);
    return { quantity, listing, priceCents: listing?.markUpPriceCents ?? null };
  }
  // A budget's tonnes depend on the price: the price of the listing a single tonne would come from.
  const cheapest = fifo(1);
  if (!cheapest) return { quantity: 1, listing: undefined, priceCents: null };
  const quantity = Math.min(budgetTonnes(plan.monthlyBudgetCents, cheapest.markUpPriceCents, remaining), left(cheapest));
  if (quantity === 0) return { quantity: 0, listing: cheapest, priceCents: cheapest.markUpPriceCents };
  const listing = fifo(quantity);
  return { quantity, listing, priceCents: listing?.markUpPriceCents ?? null };
}

/** `monthQuantity` at today's listings, read once for the several plans of a reply or a reminder pass. */
export async function monthQuantities(db: Database): Promise<(plan: Pick<OffsetPlanRow, 'monthlyBudgetCents'>, remaining: number, month: PlanMonth) => MonthQuantity> {
  const listings = await fifoListings(db);
  const fifo = (quantity: number) => listings.find((listing) => listing.remaining >= quantity);
  return (plan, remaining, month) => monthQuantity(plan, remaining, month, fifo);
}

/** The account a plan retires for: its owner's wallet pays, and the receipt names who started it. */
export const planAccount = (plan: OffsetPlanRow) => ({ ownerId: plan.ownerId, callerId: plan.createdBy ?? plan.ownerId });

/**
 * Locks these plans until the transaction ends, in id order (as records and wallets are), before
 * their records, as a plan resumed by its owner takes them.
 */
export async function lockPlans(tx: Database, ids: string[]): Promise<Map<string, OffsetPlanRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(offsetPlans).where(anyOf(offsetPlans.id, ids)).orderBy(asc(offsetPlans.id)).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

const monthKey = (planId: string, month: string) => `${planId} ${month}`;

/**
 * Which of these (plan, month) pairs already have their run, read under the plans' locks: the
 * run is written with the debit and the retirement, so one found means an earlier attempt paid
 * the month (docs/jobs.md, "Exactly once where it counts"). Returns whether a pair has its run.
 */
export async function monthsCharged(tx: Database, pairs: Array<{ planId: string; month: PlanMonth }>): Promise<(planId: string, month: string) => boolean> {
  const charged = new Set<string>();
  if (pairs.length > 0) {
    const rows = await rowsOf<{ plan_id: string; month: string }>(
      tx,
      sql`select plan_id, month from ${offsetPlanRuns} where (plan_id, month) in
        (select * from unnest(${sql.param(pairs.map((p) => p.planId))}::uuid[], ${sql.param(pairs.map((p) => p.month))}::text[]))`,
    );
    for (const row of rows) charged.add(monthKey(row.plan_id, row.month));
  }
  return (planId, month) => charged.has(monthKey(planId, month));
}

/** A plan's month as its batch settled it: the plan as locked (ACTIVE then), the record's year, and the outcome. */
export interface SettledMonth {
  plan: OffsetPlanRow;
  month: PlanMonth;
  /** The record's year, which a pause's notice names (a month paused always has its record). */
  year: number | undefined;
  origin: string;
  outcome: ChargeOutcome;
  /** For a month charged: whether the record is offset now (its badge no longer GRAY), which completes the plan. */
  covered?: boolean;
}

/** What a month's outcome makes of its plan: status, pause reason and missed month; undefined when it stays as it was. */
function planAfter({ plan, month, outcome, covered }: SettledMonth): Pick<OffsetPlanRow, 'status' | 'pausedReason' | 'missedMonth'> | undefined {
  if (outcome.kind === 'charged') return { status: covered ? 'COMPLETED' : 'ACTIVE', pausedReason: null, missedMonth: null };
  if (outcome.kind === 'completed') return { status: 'COMPLETED', pausedReason: null, missedMonth: null };
  // A lack of funds keeps the month it missed, which a top-up pays; a price pause leaves it as it was.
  if (outcome.kind === 'paused') return { status: 'PAUSED', pausedReason: outcome.reason, missedMonth: outcome.reason === 'FUNDS' ? month : plan.missedMonth };
  return undefined;
}

/** How a month left unpaid counts in its cycle (`offset_plan_month_outcomes`); undefined for one not the cycle's to count. */
function unpaidOutcome({ outcome }: SettledMonth): { outcome: PlanMonthOutcome; reason: PlanMonthOutcomeReason } | undefined {
  if (outcome.kind === 'completed') return { outcome: 'SKIPPED', reason: 'NOTHING_LEFT' };
  if (outcome.kind === 'no-listing') return { outcome: 'SKIPPED', reason: 'NO_LISTING' };
  if (outcome.kind === 'paused') return { outcome: 'PAUSED', reason: outcome.reason };
  return undefined;
}

/**
 * Records the months skipped or paused, one row per plan and month: an attempt again (a later
 * day's tick, a second server) replaces the row instead of adding one, so none counts twice.
 */
async function saveUnpaidOutcomes(tx: Database, months: SettledMonth[]): Promise<void> {
  const rows = months.flatMap((settled) => {
    const unpaid = unpaidOutcome(settled);
    return unpaid ? [{ planId: settled.plan.id, month: settled.month, ...unpaid }] : [];
  });
  await insertJsonRows(
    tx,
    offsetPlanMonthOutcomes,
    rows,
    sql`on conflict (plan_id, month) do update set outcome = excluded.outcome, reason = excluded.reason, decided_at = now()`,
  );
}

/**
 * Writes what the months made of their plans, in one statement whatever their number, records
 * those skipped or paused for their cycle, and queues the notice of each plan that paused, all
 * in the batch's transaction.
 */
export async function savePlanMonths(tx: Database, jobs: JobSender, months: SettledMonth[]): Promise<void> {
  const changed = months.flatMap((settled) => {
    const after = planAfter(settled);
    return after ? [{ id: settled.plan.id, ...after }] : [];
  });
  if (changed.length > 0) {
    const column = <T>(pick: (row: (typeof changed)[number]) => T) => sql.param(changed.map(pick));
    await tx.execute(sql`update ${offsetPlans} p
      set status = s.status, paused_reason = s.paused_reason, missed_month = s.missed_month, updated_at = now()
      from unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.status)}::text[],
        ${column((row) => row.pausedReason)}::text[], ${column((row) => row.missedMonth)}::text[]) as s(id, status, paused_reason, missed_month)
      where p.id = s.id`);
  }
  await saveUnpaidOutcomes(tx, months);
  for (const { plan, month, year, origin, outcome } of months) {
    if (outcome.kind !== 'paused' || year === undefined) continue;
    const notice =
      outcome.reason === 'FUNDS'
        ? { kind: 'funds' as const, month, year, quantity: outcome.quantity, costCents: outcome.costCents, balanceCents: outcome.balanceCents }
        : { kind: 'price' as const, month, year, priceCents: outcome.priceCents };
    await queuePlanNotice(tx, jobs, plan, origin, notice);
  }
}

/** The runs of the months charged, after their retirements (which they reference): one row per plan and month. */
export async function insertRuns(tx: Database, runs: Array<typeof offsetPlanRuns.$inferInsert>): Promise<void> {
  await insertJsonRows(tx, offsetPlanRuns, runs);
}
