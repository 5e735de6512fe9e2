import { verdict, type Verdict } from './invariants';
import type { LoadContext } from './load-context';
import type { Query } from './postgres';

/** The `at` the operator endpoint gives a cycle job for `month` (`{ at: 'YYYY-MM-01' }`, midnight UTC). */
const cycleAtSql = `a.month || '-01T00:00:00.000Z'`;

/**
 * No (plan, month) charged twice, and each charge whole: its run's retirement exists, is a PLAN
 * retirement of the plan's record and owner for the run's quantity and price, its money left
 * the owner's wallet once (a CHECKOUT entry, and the FEE entry, referencing the checkout), and
 * no PLAN retirement exists without its run (a charge the exactly-once record missed).
 */
const chargedOnce = (query: Query) =>
  verdict(
    'no plan charged twice for a month; each charge retired and paid once',
    query,
    `with runs as (
       select u.plan_id, u.month, u.retirement_id, u.quantity, u.charged_cents, p.owner_id, p.operational_data_id
         from offset_plan_runs u left join offset_plans p on p.id = u.plan_id)
     select (select count(*) from runs)::int as checked, (
         (select count(*) from (select 1 from offset_plan_runs group by plan_id, month having count(*) > 1) twice)
       + (select count(*) from runs u left join retirements t on t.id = u.retirement_id
           where t.id is null or u.owner_id is null or t.kind <> 'PLAN' or t.quantity <> u.quantity
              or t.operational_data_id <> u.operational_data_id or t.owner_id <> u.owner_id
              or t.amount_cents + t.fee_cents <> u.charged_cents)
       + (select count(*) from runs u
           where (select count(*) from wallet_entries e
                   where e.reference_id = u.retirement_id and e.kind = 'CHECKOUT' and e.wallet_id = u.owner_id) <> 1
              or (select coalesce(-sum(e.amount_cents), 0) from wallet_entries e
                   where e.reference_id = u.retirement_id and e.kind in ('CHECKOUT', 'FEE') and e.wallet_id = u.owner_id)
                 <> u.charged_cents)
       + (select count(*) from retirements t
           where t.kind = 'PLAN' and (select count(*) from offset_plan_runs u where u.retirement_id = t.id) <> 1)
     )::int as broken`,
  );

/** Every charge has its certificate: the Checkout tab's record of the checkout (type 'CC') the certificate is served by. */
const certified = (query: Query) =>
  verdict(
    'every plan charge has its certificate',
    query,
    `select count(*)::int as checked,
            count(*) filter (where c.id is null or c.checkout_type <> 'CC' or c.quantity <> u.quantity
                                or c.wallet_id <> p.owner_id or c.amount_cents + c.fee_cents <> u.charged_cents)::int as broken
       from offset_plan_runs u join offset_plans p on p.id = u.plan_id
       left join checkout_records c on c.checkout_id = u.retirement_id`,
  );

/**
 * The (plan, month) pairs a cycle had to charge: the plan's creation was answered before the
 * cycle's request was sent (so committed before the cycle looked), and its owner had not paused,
 * resumed or cancelled it before the cycle's report came back (ever, for a cycle never answered).
 */
function duePairs(ctx: LoadContext): { plans: string[]; months: string[] } {
  const plans: string[] = [];
  const months: string[] = [];
  for (const cycle of ctx.acks.cycles) {
    for (const plan of ctx.acks.plans) {
      if (plan.ackedAt >= cycle.sentAt) continue;
      const touched = ctx.planTouches.get(plan.id);
      if (touched !== undefined && (cycle.answeredAt === null || touched < cycle.answeredAt)) continue;
      plans.push(plan.id);
      months.push(cycle.month);
    }
  }
  return { plans, months };
}

/**
 * No active plan with funds skipped: for every month a cycle ran (its job completed), each due
 * plan that is ACTIVE at the end has that month's run, unless a cycle paused it for funds (its
 * owner got the "paused: top up" notice for that year) and a top-up resumed it since.
 */
const noneSkipped = (query: Query, ctx: LoadContext) => {
  const { plans, months } = duePairs(ctx);
  return verdict(
    'no active plan with funds skipped by a cycle',
    query,
    `select count(*)::int as checked,
            count(*) filter (where p.status = 'ACTIVE'
              and not exists (select 1 from offset_plan_runs u where u.plan_id = p.id and u.month = a.month)
              and not exists (select 1 from mail_outbox m join operational_data o on o.id = p.operational_data_id
                               where m.individual_id = p.owner_id and m.subject like 'Your monthly plan is paused: top up%'
                                 and m.text like '%your ' || o.year || ' footprint%'))::int as broken
       from unnest($1::uuid[], $2::text[]) a(plan_id, month)
       join offset_plans p on p.id = a.plan_id
      where exists (select 1 from pgboss.job j
                     where j.name = 'plans.cycle' and j.data->>'at' = ${cycleAtSql} and j.state = 'completed')`,
    [plans, months],
  );
};

/** Plans whose start was answered 201 exist, with the month they started in paid. */
const startsPaid = (query: Query, ctx: LoadContext) =>
  verdict(
    'plans started (201) exist with their first month paid',
    query,
    `select cardinality($1::uuid[]) as checked,
            (select count(*) from unnest($1::uuid[]) a(id)
              where not exists (select 1 from offset_plans p join offset_plan_runs u on u.plan_id = p.id
                                 where p.id = a.id and u.month = to_char(p.created_at at time zone 'UTC', 'YYYY-MM')))::int as broken`,
    [ctx.acks.plans.map((plan) => plan.id)],
  );

/** No cycle job failed for good (retries included); those retried are named, to read with the servers' logs. */
const cyclesCompleted = async (query: Query) => {
  const retried = await query<{ at: string; retries: number; state: string }>(
    `select data->>'at' as at, retry_count as retries, state::text as state from pgboss.job
      where name = 'plans.cycle' and retry_count > 0 order by 1`,
  );
  if (retried.length > 0) {
    console.log(`  cycle jobs retried: ${retried.map((job) => `${job.at.slice(0, 7)} ${job.retries}x, ${job.state}`).join('; ')}`);
  }
  return verdict(
    'no monthly cycle job failed',
    query,
    `select count(*)::int as checked, count(*) filter (where state::text = 'failed')::int as broken
       from pgboss.job where name = 'plans.cycle'`,
  );
};

/** The plans' promises, read from the database after the load and the drain. One query at a time. */
export async function planInvariants(query: Query, ctx: LoadContext): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const check of [chargedOnce, certified, noneSkipped, startsPaid, cyclesCompleted]) verdicts.push(await check(query, ctx));
  return verdicts;
}
