import { sql } from 'drizzle-orm';
import type { PlanCycle } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw';
import { offsetPlanMonthOutcomes, offsetPlanRuns } from '../../db/schema';

interface CycleRow {
  month: string;
  charged: number;
  tonnes: number;
  charged_cents: string | number;
  nothing_left: number;
  no_listing: number;
  funds: number;
  price: number;
  first_at: string;
  last_at: string;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * The last `count` months a cycle settled plans for, newest first. A cycle keeps no row of its
 * own: each plan's month is kept once, charged (`offset_plan_runs`) or skipped or paused
 * (`offset_plan_month_outcomes`), each written in the transaction that settled it, so a month is
 * summed from those; a month skipped or paused and charged later counts as charged.
 */
export async function recentCycles(db: Database, count: number): Promise<PlanCycle[]> {
  const rows = await rowsOf<CycleRow>(
    db,
    sql`with months as (
        select month, 'CHARGED' as outcome, null as reason, quantity, charged_cents, ran_at as at from ${offsetPlanRuns}
        union all
        select o.month, o.outcome, o.reason, 0, 0, o.decided_at from ${offsetPlanMonthOutcomes} o
        where not exists (select 1 from ${offsetPlanRuns} r where r.plan_id = o.plan_id and r.month = o.month)
      )
      select month,
        count(*) filter (where outcome = 'CHARGED')::int as charged,
        coalesce(sum(quantity), 0)::int as tonnes,
        coalesce(sum(charged_cents), 0)::bigint as charged_cents,
        count(*) filter (where reason = 'NOTHING_LEFT')::int as nothing_left,
        count(*) filter (where reason = 'NO_LISTING')::int as no_listing,
        count(*) filter (where reason = 'FUNDS')::int as funds,
        count(*) filter (where reason = 'PRICE')::int as price,
        ${iso('min(at)')} as first_at,
        ${iso('max(at)')} as last_at
      from months group by month order by month desc limit ${count}`,
  );
  return rows.map((row) => ({
    month: row.month,
    plansCharged: row.charged,
    plansSkipped: row.nothing_left + row.no_listing,
    plansPaused: row.funds + row.price,
    skipped: { nothingLeft: row.nothing_left, noListing: row.no_listing },
    paused: { funds: row.funds, price: row.price },
    tonnes: row.tonnes,
    chargedCents: Number(row.charged_cents),
    firstRunAt: row.first_at,
    lastRunAt: row.last_at,
  }));
}
