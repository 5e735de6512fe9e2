import { desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { offsetPlanRuns } from '../../db/schema';

/** One month's cycle as its charges record it. */
export interface CycleHistory {
  month: string;
  plansCharged: number;
  tonnes: number;
  chargedCents: number;
  firstRunAt: string;
  lastRunAt: string;
}

const iso = (column: SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The last `count` months charged, newest first. A cycle keeps no row of its own: what is
 * recorded is one charge per plan and month (`offset_plan_runs`), so a month's plans charged,
 * tonnes and amount are summed from those; plans skipped or paused show in the plans' status.
 */
export async function recentCycles(db: Database, count: number): Promise<CycleHistory[]> {
  return db
    .select({
      month: offsetPlanRuns.month,
      plansCharged: sql<number>`count(*)::int`,
      tonnes: sql<number>`coalesce(sum(${offsetPlanRuns.quantity}), 0)::int`,
      chargedCents: sql<number>`coalesce(sum(${offsetPlanRuns.chargedCents}), 0)::bigint`.mapWith(Number),
      firstRunAt: iso(sql`min(${offsetPlanRuns.ranAt})`),
      lastRunAt: iso(sql`max(${offsetPlanRuns.ranAt})`),
    })
    .from(offsetPlanRuns)
    .groupBy(offsetPlanRuns.month)
    .orderBy(desc(offsetPlanRuns.month))
    .limit(count);
}
