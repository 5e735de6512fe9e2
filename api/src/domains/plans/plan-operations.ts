import { and, count, desc, eq, sql } from 'drizzle-orm';
import { planMonthOf, type PlanPauseReason, type PlanStatus } from '@commons/shared/domain';
import type { PlanOverviewQuery } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { individuals, offsetPlanRuns, offsetPlans, operationalData } from '../../db/schema';
import type { CommandDeps } from '../../operator/ops-command';
import { configuredOrigin } from '../notices/recipients';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
import { runCycle, type CycleReport } from './plan-cycle';

/** A plan as `pnpm ops plans list` prints it. */
export interface PlanSummary {
  planId: string;
  email: string;
  year: number;
  status: PlanStatus;
  pausedReason: PlanPauseReason | null;
  monthlyBudgetCents: number | null;
  monthsCovered: number;
  tonnesRetired: number;
  lastMonth: string | null;
  lastRunAt: string | null;
}

const lastRunAt = sql`max(${offsetPlanRuns.ranAt})`;

/** The plans with their runs summed, as `pnpm ops plans list` and the console's list read them. */
const plansSummed = (db: Database) =>
  db
    .select({
      planId: offsetPlans.id,
      email: individuals.email,
      year: operationalData.year,
      status: offsetPlans.status,
      pausedReason: offsetPlans.pausedReason,
      monthlyBudgetCents: offsetPlans.monthlyBudgetCents,
      monthsCovered: sql<number>`count(${offsetPlanRuns.month})::int`,
      tonnesRetired: sql<number>`coalesce(sum(${offsetPlanRuns.quantity}), 0)::int`,
      lastMonth: sql<string | null>`max(${offsetPlanRuns.month})`,
      lastRunAt: sql<string | null>`to_char(${lastRunAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(offsetPlans)
    .innerJoin(individuals, eq(individuals.id, offsetPlans.ownerId))
    .innerJoin(operationalData, eq(operationalData.id, offsetPlans.operationalDataId))
    .leftJoin(offsetPlanRuns, eq(offsetPlanRuns.planId, offsetPlans.id))
    .groupBy(offsetPlans.id, individuals.email, operationalData.year)
    .$dynamic();

async function listPlans(db: Database): Promise<PlanSummary[]> {
  return plansSummed(db).orderBy(desc(offsetPlans.seq));
}

const sortColumns: SortColumns<PlanOverviewQuery['sort']> = {
  created: offsetPlans.seq,
  email: individuals.email,
  year: operationalData.year,
  status: offsetPlans.status,
  lastCharge: lastRunAt,
};

/** The console's page of plans (docs/api.md#console-tables): one status, a search by email, sorted as asked. */
async function pagePlans(db: Database, query: PlanOverviewQuery): Promise<{ plans: PlanSummary[]; total: number }> {
  const matching = and(query.status ? eq(offsetPlans.status, query.status) : undefined, searchOf(query.q, individuals.email));
  const { limit, offset } = pageWindow(query);
  const plans = await plansSummed(db)
    .where(matching)
    .orderBy(...orderOf(sortColumns, query, offsetPlans.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(offsetPlans)
    .innerJoin(individuals, eq(individuals.id, offsetPlans.ownerId))
    .where(matching);
  return { plans, total: counted?.total ?? 0 };
}

/**
 * What operators do to monthly plans (docs/jobs.md). A cycle goes through the job engine when the
 * server runs (a server killed mid-cycle finishes it once restarted: the job is taken again);
 * with the command line's own database it runs here, in this process.
 */
export function createPlanOperations({ db, config, jobs }: Pick<CommandDeps, 'db' | 'config' | 'jobs'>) {
  return {
    list: listPlans.bind(null, db),
    page: pagePlans.bind(null, db),

    async run(at: Date): Promise<CycleReport> {
      // The command line's own engine runs no queues: the cycle runs here, on the database it opened.
      if (!jobs.working) return runCycle(db, planMonthOf(at), { origin: configuredOrigin(config), jobs, concurrency: 1 });
      const id = await jobs.sendNow('plans.cycle', { at: at.toISOString() });
      if (!id) throw new Error('the job engine refused the cycle');
      const end = await jobs.waitFor('plans.cycle', id);
      if (end.state === 'failed') throw new Error(`the cycle failed: ${JSON.stringify(end.output)}`);
      return end.output as CycleReport;
    },
  };
}

