import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listings, offsetPlanRuns, offsetPlans, retirements, type OperationalDataRow } from '../../../src/db/schema';
import { runCheckoutBatch } from '../../../src/domains/carbon/checkout-batch';
import { runCycle } from '../../../src/domains/plans/plan-cycle';
import { useTestApp } from '../../helpers/build';
import { addListing, insertRecord, lastYear, listingById, recordById } from '../../helpers/carbon';
import { outboxTo } from '../../helpers/outbox';
import { approvedUser, creditWallet, ledgerOf, ownAccount } from '../../helpers/wallet';

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/** Subjects of the mails to `email` that start with `prefix`, once `count` are in the outbox (receipts come from a job). */
async function subjectsTo(db: Parameters<typeof outboxTo>[0], email: string, prefix: string, count: number): Promise<string[]> {
  let subjects: string[] = [];
  for (let waited = 0; subjects.length < count && waited < 20_000; waited += 100) {
    subjects = (await outboxTo(db, email)).map((mail) => mail.subject).filter((subject) => subject.startsWith(prefix));
    if (subjects.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return subjects.sort();
}

/**
 * Monthly offsets and plans' months served in batches with the FIFO listing (docs/product-rules.md, "Carbon credits"):
 * each gets what one of its own would have, drawing on the listings as the batch leaves them.
 */
describe('FIFO retirements served in batches', () => {
  const ctx = useTestApp();
  // Each test lists its own FIFO listings: those of the tests before stop supplying.
  beforeEach(async () => {
    await ctx.app.db.update(listings).set({ active: false });
  });

  /** A funded owner (`usd`) with last year bought, `estimate` tonnes estimated, its actual emissions far above. */
  async function boughtYear(estimate: number, usd = 5000) {
    const user = await approvedUser(ctx.app);
    if (usd > 0) await creditWallet(ctx.app, user.individualId, usd);
    const record = await insertRecord(ctx.app, user.individualId, {
      status: 'APPROVED',
      estimatedEmissions: estimate,
      emissions: estimate * 10,
      credits: estimate,
      offsets: estimate,
    });
    return { user, record };
  }

  const offset = ({ user, record }: { user: { individualId: string }; record: OperationalDataRow }) =>
    ctx.app.purchases.monthlyOffset(ownAccount(user.individualId), { operationalDataId: record.id }, 'http://localhost');

  it('should serve monthly offsets arriving together from the FIFO listing, then the next, each refused as a lone one would be', async () => {
    const older = await addListing(ctx.app, { quantity: 5, listedAt: daysAgo(2) });
    const newer = await addListing(ctx.app, { quantity: 100, listedAt: daysAgo(1) });
    const [a, b, c, poor, big] = await Promise.all([boughtYear(24), boughtYear(24), boughtYear(24), boughtYear(24, 0), boughtYear(2400)]);
    // 2 t a month each (a twice: its second waits for the next batch); 200 t a month for `big`.
    const settled = await Promise.allSettled([offset(a!), offset(b!), offset(c!), offset(a!), offset(poor!), offset(big!)]);
    const outcomes = settled.map((s) => (s.status === 'fulfilled' ? { done: s.value.monthlyOffsetsDone } : { message: (s.reason as Error).message }));
    expect(outcomes.slice(0, 3)).toEqual([{ done: 1 }, { done: 1 }, { done: 1 }]);
    expect(outcomes.slice(3)).toEqual([
      { done: 2 },
      { message: 'Insufficient balance: the available balance is $0.00' },
      { message: 'No listing can supply 200 tonnes right now' },
    ]);

    // 8 t in all: two offsets from the older listing (5 t), then the newer.
    expect(await listingById(ctx.app, older.id)).toMatchObject({ remaining: 1, nextSerial: 5 });
    expect(await listingById(ctx.app, newer.id)).toMatchObject({ remaining: 96, nextSerial: 5 });
    const taken = await ctx.app.db.select().from(retirements).where(eq(retirements.kind, 'MONTHLY_OFFSET'));
    expect(taken.map((r) => [r.listingId === older.id ? 'older' : 'newer', r.serialStart, r.serialEnd]).sort()).toEqual([
      ['newer', 1, 2],
      ['newer', 3, 4],
      ['older', 1, 2],
      ['older', 3, 4],
    ]);
    expect(await recordById(ctx.app, a!.record.id)).toMatchObject({ monthlyOffsetsDone: 2, offsets: 28 });
    expect(await recordById(ctx.app, poor!.record.id)).toMatchObject({ monthlyOffsetsDone: 0, offsets: 24 });
    expect(await ledgerOf(ctx.app.db, a!.user.individualId)).toMatchObject({ balanceCents: 500_000 - 2 * 2 * 1200, sumCents: 500_000 - 2 * 2 * 1200 });
    expect(await subjectsTo(ctx.app.db, a!.user.individualEmail, 'Receipt: 2 tonnes', 2)).toEqual([
      `Receipt: 2 tonnes CO2e retired, monthly offset 1 of ${lastYear}`,
      `Receipt: 2 tonnes CO2e retired, monthly offset 2 of ${lastYear}`,
    ]);
  });

  it("should settle each plan of a cycle as a lone charge would, two plans of one owner in two batches", async () => {
    const month = '2030-12';
    const older = await addListing(ctx.app, { quantity: 30, listedAt: daysAgo(2) });
    const newer = await addListing(ctx.app, { quantity: 1000, listedAt: daysAgo(1) });
    const [rich, poor, thrifty, done] = await Promise.all([1000, 1, 1000, 0].map(async (usd) => {
      const user = await approvedUser(ctx.app);
      if (usd > 0) await creditWallet(ctx.app, user.individualId, usd);
      return user;
    }));
    /** An ACTIVE plan of a new ESTIMATED record of 24 t, written directly (a budget the API would refuse, a year already covered). */
    const planOf = async (ownerId: string, record: Partial<OperationalDataRow> = {}, monthlyBudgetCents: number | null = null) => {
      const { id } = await insertRecord(ctx.app, ownerId, { estimatedEmissions: 24, ...record });
      const [plan] = await ctx.app.db.insert(offsetPlans).values({ ownerId, createdBy: ownerId, operationalDataId: id, monthlyBudgetCents }).returning();
      return plan!;
    };
    // December takes all 24 t left: the first from the older listing (30 t), the second, which waits for the first's wallet, from the newer.
    const first = await planOf(rich!.individualId, { year: lastYear });
    const second = await planOf(rich!.individualId, { year: lastYear - 1 });
    const short = await planOf(poor!.individualId);
    const tooSmall = await planOf(thrifty!.individualId, {}, 500);
    const covered = await planOf(done!.individualId, { offsets: 24 });

    const cycle = () => runCycle(ctx.app.db, month, { origin: 'http://localhost', jobs: ctx.app.jobs, concurrency: 2 });
    expect(await cycle()).toEqual({ month, charged: 2, alreadyCharged: 0, paused: 2, completed: 1, unpaid: 0 });
    const runs = await ctx.app.db.select().from(offsetPlanRuns).where(eq(offsetPlanRuns.month, month));
    expect(runs.map((run) => [run.planId, run.quantity, run.chargedCents]).sort()).toEqual(
      [
        [first.id, 24, 24 * 1200],
        [second.id, 24, 24 * 1200],
      ].sort(),
    );
    const fromListing = async (planId: string) => {
      const [retired] = await ctx.app.db.select().from(retirements).where(eq(retirements.id, runs.find((run) => run.planId === planId)!.retirementId));
      return retired?.listingId;
    };
    expect(await fromListing(first.id)).toBe(older.id);
    expect(await fromListing(second.id)).toBe(newer.id);
    expect(await ledgerOf(ctx.app.db, rich!.individualId)).toMatchObject({ balanceCents: 100_000 - 2 * 24 * 1200, sumCents: 100_000 - 2 * 24 * 1200, chained: true });

    const plans = await ctx.app.db.select().from(offsetPlans);
    const statusOf = (id: string) => plans.find((plan) => plan.id === id);
    expect(statusOf(first.id)).toMatchObject({ status: 'COMPLETED', pausedReason: null, missedMonth: null });
    expect(statusOf(second.id)).toMatchObject({ status: 'COMPLETED', pausedReason: null, missedMonth: null });
    expect(statusOf(short.id)).toMatchObject({ status: 'PAUSED', pausedReason: 'FUNDS', missedMonth: month });
    expect(statusOf(tooSmall.id)).toMatchObject({ status: 'PAUSED', pausedReason: 'PRICE', missedMonth: null });
    expect(statusOf(covered.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await subjectsTo(ctx.app.db, poor!.individualEmail, 'Your monthly plan', 1)).toEqual(['Your monthly plan is paused: top up $287.00']);
    expect(await subjectsTo(ctx.app.db, thrifty!.individualEmail, 'Your monthly plan', 1)).toEqual(['Your monthly plan is paused: its budget buys no tonne']);
    expect(await subjectsTo(ctx.app.db, rich!.individualEmail, 'Receipt: 24 tonnes', 2)).toEqual([
      'Receipt: 24 tonnes CO2e retired, monthly plan, December 2030',
      'Receipt: 24 tonnes CO2e retired, monthly plan, December 2030',
    ]);

    // Again: nothing is due. A month already run, or a plan no longer active, is left as it is.
    expect(await cycle()).toEqual({ month, charged: 0, alreadyCharged: 0, paused: 0, completed: 0, unpaid: 0 });
    await ctx.app.db.update(offsetPlans).set({ status: 'ACTIVE' }).where(eq(offsetPlans.id, first.id));
    const again = await runCheckoutBatch(
      ctx.app.db,
      [first, covered].map((plan) => ({ kind: 'PLAN' as const, planId: plan.id, ownerId: plan.ownerId, month, origin: 'http://localhost' })),
      { jobs: ctx.app.jobs },
    );
    expect(again).toEqual([
      { ok: true, value: { kind: 'already-charged' } },
      { ok: true, value: { kind: 'not-active' } },
    ]);
    expect(await ledgerOf(ctx.app.db, rich!.individualId)).toMatchObject({ balanceCents: 100_000 - 2 * 24 * 1200 });
  });

  it("should leave only the failing plan of a batch unpaid, the others charged as if alone", async () => {
    const month = '2031-12';
    await addListing(ctx.app, { quantity: 1000, listedAt: daysAgo(1) });
    const owners = await Promise.all([1, 2, 3].map(async () => {
      const user = await approvedUser(ctx.app);
      await creditWallet(ctx.app, user.individualId, 1000);
      const record = await insertRecord(ctx.app, user.individualId, { estimatedEmissions: 24 });
      const [plan] = await ctx.app.db.insert(offsetPlans).values({ ownerId: user.individualId, createdBy: user.individualId, operationalDataId: record.id }).returning();
      return { record, plan: plan! };
    }));
    // A fault in one plan's retirement (as a constraint or a bug might be): the batch's transaction fails as a whole.
    const failing = owners[1]!;
    await ctx.app.db.execute(sql.raw(`create function refuse_one_retirement() returns trigger language plpgsql as $$
      begin if new.operational_data_id = '${failing.record.id}' then raise exception 'refused for the test'; end if; return new; end $$`));
    await ctx.app.db.execute(sql.raw('create trigger refuse_one_retirement before insert on retirements for each row execute function refuse_one_retirement()'));
    const failed: string[] = [];
    try {
      const report = await runCycle(ctx.app.db, month, { origin: 'http://localhost', jobs: ctx.app.jobs, concurrency: 2, onError: (_error, planId) => failed.push(planId) });
      expect(report).toMatchObject({ charged: 2, unpaid: 1 });
    } finally {
      await ctx.app.db.execute(sql.raw('drop trigger refuse_one_retirement on retirements'));
      await ctx.app.db.execute(sql.raw('drop function refuse_one_retirement()'));
    }
    expect(failed).toEqual([failing.plan.id]);
    const runs = await ctx.app.db.select().from(offsetPlanRuns).where(eq(offsetPlanRuns.month, month));
    expect(runs.map((run) => run.planId).sort()).toEqual([owners[0]!.plan.id, owners[2]!.plan.id].sort());
    expect(await recordById(ctx.app, failing.record.id)).toMatchObject({ offsets: 0 });
  });
});
