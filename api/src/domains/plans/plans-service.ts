import { and, eq, inArray } from 'drizzle-orm';
import { centsToUsd, checkoutStatuses, formatUsd, openPlanStatuses, usdToCents } from '@commons/shared/domain';
import type { CreatePlan, Plan } from '@commons/shared/schemas';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { offsetPlans, type OffsetPlanRow } from '../../db/schema';
import type { Account } from '../../lib/account';
import { noListingFor } from '../carbon/listings';
import { orderedConflict, orderedRecords } from '../carbon/checkout-rules';
import { lockRecord } from '../carbon/records';
import type { ServiceDeps } from '../domain';
import { configuredOrigin } from '../notices/recipients';
import { chargePlanMonth, dueMonths } from './plan-charge';
import { remainingTonnes, type ChargeOutcome } from './plan-month';
import { wholeDollarsCents } from './plan-notices';
import { planReplies } from './plan-replies';

export type PlansService = ReturnType<typeof createPlansService>;

const usd = (cents: number) => formatUsd(centsToUsd(cents));

/** Another account's plan is as unknown as one that does not exist. */
const noPlan = () => notFound('No plan has this id');

/**
 * A month a person asked for (start, resume) that could not be paid: the transaction rolls back,
 * so nothing starts or resumes and nothing moves, and the reply says what to do.
 */
function refuseUnpaid(outcome: ChargeOutcome): void {
  if (outcome.kind === 'no-listing') throw noListingFor(outcome.quantity);
  if (outcome.kind !== 'paused') return;
  if (outcome.reason === 'PRICE') {
    throw conflict(`Credits cost ${usd(outcome.priceCents)} a tonne: a monthly budget below that buys nothing`);
  }
  const topUp = wholeDollarsCents(outcome.costCents - outcome.balanceCents);
  throw conflict(
    `This month's ${outcome.quantity} t cost ${usd(outcome.costCents)} and your wallet holds ${usd(outcome.balanceCents)}: ` +
      `top up ${usd(topUp)} and try again`,
  );
}

async function lockPlan(tx: Database, account: Account, planId: string): Promise<OffsetPlanRow> {
  const [plan] = await tx
    .select()
    .from(offsetPlans)
    .where(and(eq(offsetPlans.id, planId), eq(offsetPlans.ownerId, account.ownerId)))
    .for('update');
  if (!plan) throw noPlan();
  return plan;
}

/**
 * Monthly plans as their owner (or a sub-user with CARBON_CREDITS) sees them (docs/product-rules.md#carbon-credits). Each
 * change runs in one transaction; starting and resuming pay the month due at once, through the
 * same exactly-once charge as the monthly cycle.
 */
export function createPlansService({ db, config, jobs }: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>, clock: () => Date = () => new Date()) {
  const reply = async (tx: Database, account: Account, planId: string): Promise<Plan> => {
    const [plan] = await planReplies(tx, account.ownerId, clock(), planId);
    if (!plan) throw noPlan();
    return plan;
  };

  /** Pays the months an owner's action makes due: a month a lack of funds missed, then this one. */
  async function payDue(tx: Database, plan: OffsetPlanRow, origin: string): Promise<void> {
    for (const month of dueMonths(plan.missedMonth, clock())) refuseUnpaid(await chargePlanMonth(tx, jobs, plan, month, origin));
  }

  return {
    list: (account: Account): Promise<Plan[]> => planReplies(db, account.ownerId, clock()),

    create: (account: Account, input: CreatePlan, origin = configuredOrigin(config)): Promise<Plan> =>
      db.transaction(async (tx) => {
        const record = await lockRecord(tx, account, input.operationalDataId);
        if (!checkoutStatuses.includes(record.status)) throw conflict(`Operational data for ${record.year} was ${record.status}`);
        if (remainingTonnes(record) === 0) throw conflict(`The emissions of ${record.year} are already offset`);
        const [open] = await tx
          .select({ id: offsetPlans.id })
          .from(offsetPlans)
          .where(and(eq(offsetPlans.operationalDataId, record.id), inArray(offsetPlans.status, [...openPlanStatuses])));
        if (open) throw conflict(`${record.year} already has a monthly plan (perhaps started in another tab); nothing was charged this time`);
        if ((await orderedRecords(tx, [record.id])).has(record.id)) throw orderedConflict(record, 'start a monthly plan');
        const [plan] = await tx
          .insert(offsetPlans)
          .values({
            ownerId: account.ownerId,
            createdBy: account.callerId,
            operationalDataId: record.id,
            monthlyBudgetCents: input.monthlyBudget === undefined ? null : usdToCents(input.monthlyBudget),
          })
          .returning();
        await payDue(tx, plan!, origin);
        return reply(tx, account, plan!.id);
      }),

    pause: (account: Account, planId: string): Promise<Plan> =>
      db.transaction(async (tx) => {
        const plan = await lockPlan(tx, account, planId);
        if (plan.status !== 'ACTIVE') throw conflict(`This plan is ${plan.status.toLowerCase()}, not active`);
        await tx.update(offsetPlans).set({ status: 'PAUSED', pausedReason: 'OWNER' }).where(eq(offsetPlans.id, plan.id));
        return reply(tx, account, plan.id);
      }),

    resume: (account: Account, planId: string, origin = configuredOrigin(config)): Promise<Plan> =>
      db.transaction(async (tx) => {
        const plan = await lockPlan(tx, account, planId);
        if (plan.status !== 'PAUSED') throw conflict(`This plan is ${plan.status.toLowerCase()}, not paused`);
        await tx.update(offsetPlans).set({ status: 'ACTIVE', pausedReason: null }).where(eq(offsetPlans.id, plan.id));
        await payDue(tx, plan, origin);
        return reply(tx, account, plan.id);
      }),

    cancel: (account: Account, planId: string): Promise<Plan> =>
      db.transaction(async (tx) => {
        const plan = await lockPlan(tx, account, planId);
        if (plan.status !== 'ACTIVE' && plan.status !== 'PAUSED') throw conflict(`This plan is already ${plan.status.toLowerCase()}`);
        await tx.update(offsetPlans).set({ status: 'CANCELLED', pausedReason: null, missedMonth: null }).where(eq(offsetPlans.id, plan.id));
        return reply(tx, account, plan.id);
      }),
  };
}
