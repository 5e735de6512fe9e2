import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthsLeftInYear, planMonthOf, type PlanMonth } from '@commons/shared/domain';
import type { Plan } from '@commons/shared/schemas';
import { offsetPlanRuns, offsetPlans, retirements, type ListingRow } from '../../../../../src/db/schema';
import { remindLowBalances, runCycle } from '../../../../../src/domains/plans/plan-cycle';
import { useTestApp } from '../../../../helpers/build';
import { planTestClock } from '../../../../helpers/plan-clock';
import { addListing, get, insertRecord, post, recordById } from '../../../../helpers/carbon';
import { outboxTo } from '../../../../helpers/outbox';
import { payoutReadyUser, creditWallet, ledgerOf, raiseWithdrawal } from '../../../../helpers/wallet';

const clock = planTestClock();
const thisMonth = planMonthOf(clock());
/** A month after this one, in the same year when there is one (a cycle's month in these tests). */
const laterMonth = (): PlanMonth => {
  const now = clock();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return planMonthOf(next);
};

describe('monthly plans', () => {
  const ctx = useTestApp({}, { clock });
  let listing: ListingRow;
  beforeAll(async () => {
    // $12 a tonne marked up, enough for every plan of the file.
    listing = await addListing(ctx.app, { quantity: 100_000 });
  });

  const start = (token: string, body: object) => post(ctx.app, token, 'carbon-offsets/individual/plans', body);
  const change = (token: string, planId: string, action: string) => post(ctx.app, token, `carbon-offsets/individual/plans/${planId}/${action}`, {});
  const cycle = (month: PlanMonth) => runCycle(ctx.app.db, month, { origin: 'http://localhost', jobs: ctx.app.jobs, concurrency: 3 });
  const runsOf = (planId: string) => ctx.app.db.select().from(offsetPlanRuns).where(eq(offsetPlanRuns.planId, planId));

  /** Takes the wallet's balance the way money leaves it: a withdrawal request holds it all. */
  async function emptyWallet(token: string, walletId: string) {
    const { balanceCents } = await ledgerOf(ctx.app.db, walletId);
    await raiseWithdrawal(ctx.app, token, Math.floor(balanceCents / 100));
  }

  /** An approved owner with `usd` in the wallet and an ESTIMATED record of `estimate` tonnes. */
  async function owner(usd: number, estimate = 24) {
    const user = await payoutReadyUser(ctx.app);
    if (usd > 0) await creditWallet(ctx.app, user.individualId, usd);
    const record = await insertRecord(ctx.app, user.individualId, { estimatedEmissions: estimate });
    return { user, record };
  }

  it('should pay this month at once: the remaining tonnes over the months left, from the wallet, with a certificate and a receipt', async () => {
    const { user, record } = await owner(1000, 24);
    const started = await start(user.token, { operationalDataId: record.id });
    expect(started.statusCode).toBe(201);
    const plan = started.json<Plan>();
    const tonnes = Math.ceil(24 / monthsLeftInYear(thisMonth));
    expect(plan).toMatchObject({ status: 'ACTIVE', monthsCovered: 1, tonnesRetired: tonnes, emissions: 24, monthlyBudget: null });
    expect(plan.lastRun).toMatchObject({ month: thisMonth, quantity: tonnes, amount: tonnes * 12 });
    const [retired] = await ctx.app.db.select().from(retirements).where(eq(retirements.id, plan.lastRun!.checkoutId));
    expect(retired).toMatchObject({ kind: 'PLAN', quantity: tonnes, listingId: listing.id });
    // The month counts in the year's progress, as a monthly offset does.
    expect(await recordById(ctx.app, record.id)).toMatchObject({ offsets: tonnes, monthlyOffsetsDone: 1 });
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 100_000 - tonnes * 1200, sumCents: 100_000 - tonnes * 1200, chained: true });
    // The receipt is written by the batch's `mail.receipts` job, after the commit.
    const subject = `Receipt: ${tonnes} tonnes CO2e retired, monthly plan, ${new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(clock())}`;
    await expect.poll(async () => (await outboxTo(ctx.app.db, user.individualEmail)).map((m) => m.subject), { timeout: 20_000 }).toContain(subject);
    const listed = await get(ctx.app, user.token, 'carbon-offsets/individual/plans');
    expect(listed.json<Plan[]>().map((p) => p.planId)).toEqual([plan.planId]);
  });

  it('should refuse to start when the wallet cannot pay this month, saying how much to top up, and change nothing', async () => {
    const { user, record } = await owner(5, 24);
    const started = await start(user.token, { operationalDataId: record.id });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toMatch(/your wallet holds \$5\.00: top up \$\d+\.00 and try again/);
    expect(await ctx.app.db.select().from(offsetPlans).where(eq(offsetPlans.ownerId, user.individualId))).toEqual([]);
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 500 });
  });

  it('should hold one open plan per record, even when started twice at once', async () => {
    const { user, record } = await owner(1000, 24);
    const [a, b] = await Promise.all([start(user.token, { operationalDataId: record.id }), start(user.token, { operationalDataId: record.id })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const open = await ctx.app.db.select().from(offsetPlans).where(eq(offsetPlans.operationalDataId, record.id));
    expect(open).toHaveLength(1);
    expect(await runsOf(open[0]!.id)).toHaveLength(1);
  });

  it('should buy the whole tonnes a monthly budget pays for', async () => {
    const { user, record } = await owner(1000, 100);
    const started = await start(user.token, { operationalDataId: record.id, monthlyBudget: 50 });
    expect(started.statusCode).toBe(201);
    // $50 at $12 a tonne: 4 tonnes, $48.
    expect(started.json<Plan>()).toMatchObject({ monthlyBudget: 50, tonnesRetired: 4, lastRun: { quantity: 4, amount: 48 } });
    const tooSmall = await owner(1000, 100);
    const refused = await start(tooSmall.user.token, { operationalDataId: tooSmall.record.id, monthlyBudget: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Credits cost $12.00 a tonne: a monthly budget below that buys nothing');
  });

  it('should refuse a checkout of a year its open plan offsets, moving no money', async () => {
    const { user, record } = await owner(1000, 24);
    await start(user.token, { operationalDataId: record.id });
    const before = await ledgerOf(ctx.app.db, user.individualId);
    const bought = await post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId: listing.id, operationalDataId: record.id });
    expect(bought.statusCode).toBe(409);
    expect(bought.json().message).toBe(`${record.year} has a monthly plan offsetting it; cancel the plan to buy the rest at once`);
    expect((await ledgerOf(ctx.app.db, user.individualId)).balanceCents).toBe(before.balanceCents);
  });

  it('should charge each plan once a month however many cycles run, even side by side', async () => {
    const { user, record } = await owner(1000, 24);
    const plan = (await start(user.token, { operationalDataId: record.id })).json<Plan>();
    const month = laterMonth();
    const reports = await Promise.all([cycle(month), cycle(month), cycle(month)]);
    expect(reports.reduce((sum, r) => sum + r.charged, 0)).toBeGreaterThanOrEqual(1);
    const runs = await runsOf(plan.planId);
    expect(runs.map((r) => r.month).sort()).toEqual([thisMonth, month]);
    expect((await cycle(month)).charged).toBe(0);
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger).toMatchObject({ balanceCents: ledger.sumCents, chained: true });
  });

  it('should skip paused and cancelled plans, and pay the month a resume finds unpaid', async () => {
    const { user, record } = await owner(1000, 24);
    const plan = (await start(user.token, { operationalDataId: record.id })).json<Plan>();
    expect((await change(user.token, plan.planId, 'pause')).json()).toMatchObject({ status: 'PAUSED', pausedReason: 'OWNER' });
    expect((await change(user.token, plan.planId, 'pause')).statusCode).toBe(409);
    await ctx.app.db.delete(offsetPlanRuns).where(eq(offsetPlanRuns.planId, plan.planId));
    await cycle(thisMonth);
    expect(await runsOf(plan.planId)).toEqual([]);
    const resumed = await change(user.token, plan.planId, 'resume');
    expect(resumed.json()).toMatchObject({ status: 'ACTIVE', pausedReason: null, monthsCovered: 1 });
    expect((await change(user.token, plan.planId, 'cancel')).json()).toMatchObject({ status: 'CANCELLED' });
    expect((await change(user.token, plan.planId, 'cancel')).statusCode).toBe(409);
    expect((await change(user.token, plan.planId, 'resume')).statusCode).toBe(409);
  });

  it("should answer 404 for another account's plan and 400 for a malformed id or budget", async () => {
    const { user, record } = await owner(1000, 24);
    const plan = (await start(user.token, { operationalDataId: record.id })).json<Plan>();
    const stranger = await payoutReadyUser(ctx.app);
    const foreign = await change(stranger.token, plan.planId, 'pause');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'No plan has this id' });
    expect((await change(user.token, 'not-a-uuid', 'pause')).statusCode).toBe(400);
    const badBudget = await start(user.token, { operationalDataId: record.id, monthlyBudget: 2.5 });
    expect(badBudget.statusCode).toBe(400);
    expect(badBudget.json().message).toMatch(/integer/);
  });

  it('should pause a plan the wallet cannot pay with a notice, and resume it, paying the missed month, once a top-up covers it', async () => {
    const { user, record } = await owner(1000, 24);
    const plan = (await start(user.token, { operationalDataId: record.id })).json<Plan>();
    await emptyWallet(user.token, user.individualId);
    const month = laterMonth();
    expect(await cycle(month)).toMatchObject({ paused: 1 });
    const paused = (await get(ctx.app, user.token, 'carbon-offsets/individual/plans')).json<Plan[]>()[0]!;
    expect(paused).toMatchObject({ status: 'PAUSED', pausedReason: 'FUNDS', monthsCovered: 1 });
    expect(paused.topUpNeeded).toBeGreaterThan(0);
    const notices = (await outboxTo(ctx.app.db, user.individualEmail)).filter((m) => m.subject.startsWith('Your monthly plan is paused'));
    expect(notices).toHaveLength(1);
    // The top-up's credit sends the job that resumes the plan; the engine runs it in this app.
    await creditWallet(ctx.app, user.individualId, 300);
    await expect.poll(async () => (await runsOf(plan.planId)).length, { timeout: 20_000, interval: 200 }).toBe(2);
    const [resumed] = await ctx.app.db.select().from(offsetPlans).where(eq(offsetPlans.id, plan.planId));
    // Active again, or done when the month paid covered the year (December pays all that is left).
    expect(['ACTIVE', 'COMPLETED']).toContain(resumed?.status);
    expect(resumed).toMatchObject({ pausedReason: null, missedMonth: null });
    expect((await runsOf(plan.planId)).map((r) => r.month).sort()).toEqual([thisMonth, month]);
  });

  it('should mail one "top up" reminder per month to an owner whose wallet cannot pay the coming run', async () => {
    const { user, record } = await owner(1000, 24);
    await start(user.token, { operationalDataId: record.id });
    const month = laterMonth();
    await emptyWallet(user.token, user.individualId);
    await remindLowBalances(ctx.app.db, ctx.app.jobs, month, 'http://localhost');
    await remindLowBalances(ctx.app.db, ctx.app.jobs, month, 'http://localhost');
    const reminders = (await outboxTo(ctx.app.db, user.individualEmail)).filter((m) => m.subject.startsWith('Top up'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('/wallet');
    const [row] = await ctx.app.db.select().from(offsetPlans).where(and(eq(offsetPlans.ownerId, user.individualId)));
    expect(row?.remindedMonth).toBe(month);
  });
});
