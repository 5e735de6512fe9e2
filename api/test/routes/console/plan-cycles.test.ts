import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planMonthOf } from '@commons/shared/domain';
import type { PlanCycles } from '@commons/shared/schemas';
import { offsetPlanMonthOutcomes, offsetPlans, operationalData } from '../../../src/db/schema';
import { runCycle } from '../../../src/domains/plans/plan-cycle';
import { useTestApp } from '../../helpers/build';
import { planTestClock } from '../../helpers/plan-clock';
import { addListing, insertRecord } from '../../helpers/carbon';
import { consoleCall, signedInStaff } from '../../helpers/staff';
import { approvedUser, creditWallet } from '../../helpers/wallet';

const clock = planTestClock();
const month = planMonthOf(clock());

describe('GET /api/console/plans/cycles: the plans each cycle charged, skipped and paused', () => {
  const ctx = useTestApp({}, { clock });
  let cookie: string;

  const cycle = () => runCycle(ctx.app.db, month, { origin: 'http://localhost', jobs: ctx.app.jobs, concurrency: 2 });
  const cycles = async () => {
    const reply = await consoleCall(ctx.app, 'GET', '/plans/cycles', { cookie });
    expect(reply.statusCode).toBe(200);
    return reply.json<PlanCycles>().cycles;
  };

  /** An ACTIVE plan not yet charged this month, of an owner with `usd` in the wallet and a record of `estimate` tonnes. */
  async function plan(usd: number, { estimate = 24, budgetCents = null as number | null } = {}) {
    const owner = await approvedUser(ctx.app);
    if (usd > 0) await creditWallet(ctx.app, owner.individualId, usd);
    const record = await insertRecord(ctx.app, owner.individualId, { estimatedEmissions: estimate });
    const [row] = await ctx.app.db
      .insert(offsetPlans)
      .values({ ownerId: owner.individualId, operationalDataId: record.id, monthlyBudgetCents: budgetCents })
      .returning();
    return { planId: row!.id, recordId: record.id };
  }
  const statusOf = async (planId: string) => (await ctx.app.db.select().from(offsetPlans).where(eq(offsetPlans.id, planId)))[0];

  beforeAll(async () => {
    ({ cookie } = await signedInStaff(ctx.app, 'operator'));
    // $12 a tonne marked up, 10,000 tonnes: enough for every plan here but one.
    await addListing(ctx.app, { quantity: 10_000 });
  }, 120_000);

  it('should count each plan once per month, with why it was skipped or paused, however often the cycle runs', async () => {
    expect(await cycles()).toEqual([]);
    const charged = await plan(1000);
    // Its record was offset meanwhile: nothing left, the plan completes.
    const nothingLeft = await plan(1000);
    await ctx.app.db.update(operationalData).set({ offsets: 24 }).where(eq(operationalData.id, nothingLeft.recordId));
    // More tonnes a month than any listing holds: left for the next day's attempt.
    const noListing = await plan(1000, { estimate: 30_000 });
    const walletShort = await plan(0);
    // $5 a month buys less than a $12 tonne.
    const priceAbove = await plan(1000, { budgetCents: 500 });

    const report = await cycle();
    expect(report).toMatchObject({ charged: 1, completed: 1, paused: 2, unpaid: 1 });
    expect(await statusOf(charged.planId)).toMatchObject({ status: 'ACTIVE' });
    expect(await statusOf(nothingLeft.planId)).toMatchObject({ status: 'COMPLETED' });
    expect(await statusOf(noListing.planId)).toMatchObject({ status: 'ACTIVE' });
    expect(await statusOf(walletShort.planId)).toMatchObject({ status: 'PAUSED', pausedReason: 'FUNDS' });
    expect(await statusOf(priceAbove.planId)).toMatchObject({ status: 'PAUSED', pausedReason: 'PRICE' });

    const expected = {
      month,
      plansCharged: 1,
      plansSkipped: 2,
      plansPaused: 2,
      skipped: { nothingLeft: 1, noListing: 1 },
      paused: { funds: 1, price: 1 },
      tonnes: expect.any(Number),
      chargedCents: expect.any(Number),
      firstRunAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      lastRunAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    };
    const [first] = await cycles();
    expect(first).toEqual(expected);
    expect(first!.chargedCents).toBe(first!.tonnes * 1200);

    // Again, as the next day's tick does: the plan with no listing is tried and skipped again, counted once.
    const again = await cycle();
    expect(again).toMatchObject({ charged: 0, unpaid: 1 });
    expect(await cycles()).toEqual([{ ...expected, tonnes: first!.tonnes, chargedCents: first!.chargedCents }]);
  });

  it('should count a month skipped and charged later as charged', async () => {
    const [before] = await cycles();
    // A listing large enough for the plan the first cycle found none for.
    await addListing(ctx.app, { quantity: 50_000 });
    const [skipped] = await ctx.app.db.select().from(offsetPlanMonthOutcomes).where(eq(offsetPlanMonthOutcomes.reason, 'NO_LISTING'));
    await creditWallet(ctx.app, (await statusOf(skipped!.planId))!.ownerId, 400_000);
    expect(await cycle()).toMatchObject({ charged: 1, unpaid: 0 });
    const [after] = await cycles();
    expect(after).toMatchObject({ plansCharged: before!.plansCharged + 1, plansSkipped: 1, skipped: { nothingLeft: 1, noListing: 0 }, plansPaused: 2 });
  });
});
