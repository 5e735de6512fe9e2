import { and, asc, eq, gt, isNull, ne, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { PlanMonth } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../jobs/engine';
import { offsetPlanRuns, offsetPlans, operationalData } from '../../db/schema';
import { createBatcher, type Settled } from '../../lib/batcher';
import { runCheckoutBatch } from '../carbon/checkout-batch';
import type { PlanOrder } from '../carbon/checkout-decisions';
import { chargePlanMonth, dueMonths } from './plan-charge';
import { monthQuantities, remainingTonnes, type ChargeOutcome } from './plan-month';
import { planTopUpReminder, type PlanDue } from '../notices/messages/plans';
import { queueReceipt } from '../notices/queue-notice';
import { accountOwner } from '../notices/recipients';
import { balanceCents } from '../wallet/ledger';
import { wholeDollarsCents } from './plan-notices';

/** What a cycle did, plan by plan, as `pnpm ops plans run` prints it. */
export interface CycleReport {
  month: PlanMonth;
  charged: number;
  alreadyCharged: number;
  paused: number;
  completed: number;
  /** Left for the next attempt: no listing could supply them, or their transaction failed. */
  unpaid: number;
}

/** Plans read per page: a cycle of 10,000 plans never holds them all in memory. */
const pageSize = 500;

/** The most plans' months one transaction charges (as checkouts: bench/README.md, "hot listing"). */
const cycleBatchSize = 500;

/** The ACTIVE plans with no run for `month` after `afterSeq`, in order. */
async function duePage(db: Database, month: PlanMonth, afterSeq: number): Promise<Array<{ id: string; seq: number; ownerId: string }>> {
  return db
    .select({ id: offsetPlans.id, seq: offsetPlans.seq, ownerId: offsetPlans.ownerId })
    .from(offsetPlans)
    .leftJoin(offsetPlanRuns, and(eq(offsetPlanRuns.planId, offsetPlans.id), eq(offsetPlanRuns.month, month)))
    .where(and(eq(offsetPlans.status, 'ACTIVE'), isNull(offsetPlanRuns.planId), gt(offsetPlans.seq, afterSeq)))
    .orderBy(asc(offsetPlans.seq))
    .limit(pageSize);
}

const tally = (report: CycleReport, outcome: ChargeOutcome) => {
  if (outcome.kind === 'charged') report.charged += 1;
  else if (outcome.kind === 'already-charged') report.alreadyCharged += 1;
  else if (outcome.kind === 'paused') report.paused += 1;
  else if (outcome.kind === 'completed') report.completed += 1;
  else if (outcome.kind === 'no-listing') report.unpaid += 1;
};

export interface CycleOptions {
  origin: string;
  /** Sends the receipts' and notices' mail jobs in each batch's transaction. */
  jobs: JobSender;
  /** Batches charged side by side: each is its own transaction, so several connections help on PostgreSQL. */
  concurrency: number;
  onError?: (error: unknown, planId: string) => void;
  /** Hears each plan's month once settled, with the ms from its submission to its batch's commit (the bench's per-plan latency). */
  onCharged?: (planId: string, ms: number, outcome: ChargeOutcome) => void;
}

/**
 * Charges a batch of plans' months (`runCheckoutBatch`). Should the batch fail (its transaction
 * rolled back), each plan goes again as a batch of its own, so one plan's failure leaves the
 * others of its batch charged, as when each plan had a transaction of its own.
 */
async function chargeBatch(db: Database, orders: PlanOrder[], jobs: JobSender): Promise<Array<Settled<ChargeOutcome>>> {
  try {
    return await runCheckoutBatch(db, orders, { jobs });
  } catch (error) {
    if (orders.length === 1) throw error;
    const settled: Array<Settled<ChargeOutcome>> = [];
    for (const order of orders) {
      const [one] = await runCheckoutBatch(db, [order], { jobs }).catch((failed: unknown) => [{ ok: false as const, error: failed }]);
      settled.push(one!);
    }
    return settled;
  }
}

/**
 * Charges `month` to every ACTIVE plan without a run for it, in batches of up to
 * `cycleBatchSize` plans, each one transaction (`runCheckoutBatch`, exactly once per plan and
 * month). Safe to run again, cut short, or on two servers at once: a plan paid by another run is
 * found paid and left alone. Two plans of one owner never share a batch (one wallet, one payment
 * each), and at most two pages are in flight.
 */
export async function runCycle(db: Database, month: PlanMonth, { origin, jobs, concurrency, onError, onCharged }: CycleOptions): Promise<CycleReport> {
  const report: CycleReport = { month, charged: 0, alreadyCharged: 0, paused: 0, completed: 0, unpaid: 0 };
  const charge = createBatcher<PlanOrder, ChargeOutcome>((orders) => chargeBatch(db, orders, jobs), {
    maxBatch: cycleBatchSize,
    maxRunning: Math.max(1, concurrency),
    keysOf: ({ ownerId }) => [`wallet:${ownerId}`],
  });
  const chargeOne = async ({ id, ownerId }: { id: string; ownerId: string }) => {
    const started = performance.now();
    try {
      const outcome = await charge({ kind: 'PLAN', planId: id, ownerId, month, origin });
      tally(report, outcome);
      onCharged?.(id, performance.now() - started, outcome);
    } catch (error) {
      report.unpaid += 1;
      onError?.(error, id);
    }
  };
  let previous: Promise<unknown> = Promise.resolve();
  for (let page = await duePage(db, month, 0); page.length > 0; page = await duePage(db, month, page.at(-1)!.seq)) {
    // The next page is read while this one is charged, so the batches of two pages can overlap.
    const charging = Promise.all(page.map(chargeOne));
    await previous;
    previous = charging;
  }
  await previous;
  return report;
}

/**
 * Resumes the owner's plans a lack of funds paused, once a top-up came in (docs/jobs.md): each pays
 * the month it missed at once, then this month if that is another; one the wallet still cannot
 * pay stays paused (without a second notice: the transaction rolls back).
 */
export async function resumeFunded(db: Database, jobs: JobSender, ownerId: string, now: Date, origin: string): Promise<number> {
  const paused = await db
    .select({ id: offsetPlans.id, missedMonth: offsetPlans.missedMonth })
    .from(offsetPlans)
    .where(and(eq(offsetPlans.ownerId, ownerId), eq(offsetPlans.status, 'PAUSED'), eq(offsetPlans.pausedReason, 'FUNDS')));
  let resumed = 0;
  for (const plan of paused) {
    const paid = await db
      .transaction(async (tx) => {
        const [locked] = await tx.select().from(offsetPlans).where(eq(offsetPlans.id, plan.id)).for('update');
        if (locked?.status !== 'PAUSED' || locked.pausedReason !== 'FUNDS') return false;
        await tx.update(offsetPlans).set({ status: 'ACTIVE', pausedReason: null }).where(eq(offsetPlans.id, plan.id));
        for (const month of dueMonths(plan.missedMonth, now)) {
          const outcome = await chargePlanMonth(tx, jobs, { id: plan.id, ownerId }, month, origin);
          if (outcome.kind === 'paused' || outcome.kind === 'no-listing') tx.rollback();
        }
        return true;
      })
      .catch((error: unknown) => {
        // The rollback above unwinds with this error: the plan stays as it was.
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (paid) resumed += 1;
  }
  return resumed;
}

/**
 * Three days before `month`'s run: mails each owner whose wallet cannot pay their ACTIVE plans'
 * month "top up $N", once per month (`reminded_month`, set in the same transaction as the mail).
 */
export async function remindLowBalances(db: Database, jobs: JobSender, month: PlanMonth, origin: string): Promise<number> {
  const plans = await db
    .select({ plan: offsetPlans, record: operationalData })
    .from(offsetPlans)
    .innerJoin(operationalData, eq(operationalData.id, offsetPlans.operationalDataId))
    .where(and(eq(offsetPlans.status, 'ACTIVE'), or(isNull(offsetPlans.remindedMonth), ne(offsetPlans.remindedMonth, month))));
  const quantityNow = await monthQuantities(db);
  const byOwner = new Map<string, typeof plans>();
  for (const row of plans) byOwner.set(row.plan.ownerId, [...(byOwner.get(row.plan.ownerId) ?? []), row]);
  let reminded = 0;
  for (const [ownerId, rows] of byOwner) {
    const due: PlanDue[] = [];
    for (const { plan, record } of rows) {
      const { quantity, listing } = quantityNow(plan, remainingTonnes(record), month);
      if (listing && quantity > 0) due.push({ year: record.year, quantity, costCents: quantity * listing.markUpPriceCents });
    }
    const costCents = due.reduce((sum, p) => sum + p.costCents, 0);
    const balance = await balanceCents(db, ownerId);
    if (costCents <= balance) continue;
    const sent = await db.transaction(async (tx) => {
      // Claims the month for these plans first: a second reminder job (a retry, another server) finds nothing to claim.
      const claimed = await tx
        .update(offsetPlans)
        .set({ remindedMonth: month })
        .where(and(eq(offsetPlans.ownerId, ownerId), eq(offsetPlans.status, 'ACTIVE'), sql`${offsetPlans.remindedMonth} is distinct from ${month}`))
        .returning({ id: offsetPlans.id });
      const owner = claimed.length > 0 ? await accountOwner(tx, ownerId) : null;
      if (!owner) return false;
      const topUpCents = wholeDollarsCents(costCents - balance);
      await queueReceipt(tx, jobs, owner, planTopUpReminder(origin, { month, plans: due, balanceCents: balance, topUpCents }));
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}
