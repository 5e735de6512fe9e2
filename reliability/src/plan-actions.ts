import { addRecord } from './carbon-actions';
import { ok, randomOf, send, type LoadContext, type LoadRecord, type LoadUser } from './load-context';

const plansPath = '/api/api/carbon-offsets/individual/plans';

/** Plan statuses that hold the record: the load starts no second plan on it. */
const open = (record: LoadRecord) => record.plan !== null && (record.plan.status === 'ACTIVE' || record.plan.status === 'PAUSED');

/** Starts a monthly plan for one of the user's records without one (a new record if none), paying this month at once. */
async function startPlan(ctx: LoadContext, user: LoadUser): Promise<void> {
  const record = user.records.find((r) => r.plan === null && !r.planBlocked) ?? (await addRecord(ctx, user));
  if (!record) return;
  const answer = await send(ctx, 'POST', plansPath, { token: user.token, json: { operationalDataId: record.id } });
  if (answer.status === 201) {
    const { planId, status } = answer.json<{ planId: string; status: string }>();
    record.plan = { id: planId, status };
    ctx.acks.plans.push({ id: planId, ackedAt: Date.now() });
    return;
  }
  // A 409 is an answer: a short wallet ("top up $N"), a year already offset, or a plan an answer
  // lost started; only the last keeps the record from another plan.
  if (answer.status === 409 && answer.body.includes('already has a monthly plan')) record.planBlocked = true;
  if (answer.status === 409 && answer.body.includes('already offset')) record.planBlocked = true;
}

/** The owner pauses an ACTIVE plan, resumes a PAUSED one, or (now and then) cancels either. */
async function changePlan(ctx: LoadContext, user: LoadUser, record: LoadRecord): Promise<void> {
  const plan = record.plan!;
  const action = Math.random() < 0.2 ? 'cancel' : plan.status === 'ACTIVE' ? 'pause' : 'resume';
  // From here on a cycle may find the plan paused or cancelled: the skipped-plan check leaves it out.
  if (!ctx.planTouches.has(plan.id)) ctx.planTouches.set(plan.id, Date.now());
  const answer = await send(ctx, 'POST', `${plansPath}/${plan.id}/${action}`, { token: user.token, json: {} });
  if (answer.status === 200) plan.status = answer.json<{ status: string }>().status;
  // Refused as not active / not paused: a cycle or a top-up changed it; the list says how it is.
  if (answer.status === 409) await readPlans(ctx, user);
}

/** The account's plans as the Carbon Credits screen lists them; refreshes what the load knows of them. */
async function readPlans(ctx: LoadContext, user: LoadUser): Promise<void> {
  const answer = await send(ctx, 'GET', plansPath, { token: user.token });
  if (!ok(answer)) return;
  const plans = answer.json<{ planId: string; status: string }[]>();
  for (const record of user.records) {
    const listed = record.plan && plans.find((p) => p.planId === record.plan!.id);
    if (listed) record.plan!.status = listed.status;
  }
}

/**
 * A user with a record starts a monthly plan for it; one with an open plan now and then pauses,
 * resumes or cancels it instead (a 409 for a short wallet is an answer like any other).
 */
export async function planAction(ctx: LoadContext, user: LoadUser): Promise<void> {
  const withPlan = user.records.filter(open);
  if (withPlan.length > 0 && Math.random() < 0.5) return changePlan(ctx, user, randomOf(withPlan));
  return startPlan(ctx, user);
}

/** The month of the `n`th cycle the load sends (0: January 2027): always in the future, one after another. */
const cycleMonth = (n: number): string => {
  const date = new Date(Date.UTC(2027, n, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Sends the next month's cycle through the operator endpoint to `target` (any process if not
 * given) and records it; resolves with the answer (the cycle's report, once the job ran).
 */
export async function sendCycle(ctx: LoadContext, target?: string) {
  const month = cycleMonth(ctx.cyclesSent);
  ctx.cyclesSent += 1;
  const cycle = { month, sentAt: Date.now(), answeredAt: null as number | null };
  ctx.acks.cycles.push(cycle);
  const answer = await send(ctx, 'POST', '/api/operator/plans/run', { token: ctx.operatorToken, json: { at: `${month}-01` } }, target);
  if (ok(answer)) cycle.answeredAt = Date.now();
  return answer;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Between two cycles of the operator's loop. */
const cycleEveryMs = 3000;

/** The operator's loop beside the load: a cycle for the next month every few seconds, until `until`. */
export async function runCycles(ctx: LoadContext, until: number): Promise<void> {
  await pause(cycleEveryMs);
  while (Date.now() + cycleEveryMs < until) {
    if (ctx.holdCycles) {
      await pause(cycleEveryMs);
      continue;
    }
    const answer = await sendCycle(ctx);
    if (ok(answer)) {
      const report = answer.json<{ month: string; charged: number; unpaid: number }>();
      if (report.unpaid > 0) console.log(`  cycle of ${report.month}: ${report.unpaid} plans left unpaid`);
    }
    await pause(cycleEveryMs);
  }
}
