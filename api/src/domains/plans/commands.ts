import * as v from 'valibot';
import { centsToUsd, formatUsd } from '@commons/shared/domain';
import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { createPlanOperations, type PlanSummary } from './plan-operations';

/** Bodies of `POST /api/operator/plans/<command>`. */
export const PlanOperatorSchemas = {
  run: v.object({ at: v.optional(v.pipe(v.string(), v.trim(), v.isoDate('--at must be a date, YYYY-MM-DD'))) }),
  none: v.object({}),
} as const;

const howMuch = (p: PlanSummary) => (p.monthlyBudgetCents === null ? 'rest of the year' : `${formatUsd(centsToUsd(p.monthlyBudgetCents))} a month`);

/** One aligned line per plan: id, email, year, status, kind, months and tonnes, last run. */
export const formatPlans = (plans: PlanSummary[]): string[] =>
  table(
    plans.map((p) => [
      p.planId,
      p.email,
      String(p.year),
      p.pausedReason ? `${p.status} (${p.pausedReason})` : p.status,
      howMuch(p),
      `${p.monthsCovered} month${p.monthsCovered === 1 ? '' : 's'}, ${p.tonnesRetired} t`,
      p.lastMonth && p.lastRunAt ? `last ${p.lastMonth} at ${when(p.lastRunAt)}` : 'never run',
    ]),
    'no plans',
  );

const run = opsCommand({
  group: 'plans',
  action: 'run',
  help: "runs the monthly cycle now: every ACTIVE plan not yet charged for the month of --at (default today, UTC)",
  body: PlanOperatorSchemas.run,
  options: [{ name: 'at', placeholder: 'YYYY-MM-DD', verbatim: true }],
  run: (deps, { at }) => createPlanOperations(deps).run(at ? new Date(`${at}T00:00:00Z`) : new Date()),
  print: (r) => [
    `Cycle of ${r.month}: ${r.charged} charged, ${r.alreadyCharged} already charged, ${r.paused} paused, ` +
      `${r.completed} completed, ${r.unpaid} left unpaid`,
  ],
});

const list = opsCommand({
  group: 'plans',
  action: 'list',
  help: 'every monthly plan, newest first, with its months so far and its last run',
  body: PlanOperatorSchemas.none,
  run: async (deps) => ({ plans: await createPlanOperations(deps).list() }),
  print: ({ plans }) => formatPlans(plans),
});

/** What operators do to monthly plans. */
export const planCommands: OpsCommandGroup = {
  commands: [run, list],
  notes: 'A cycle charges each plan once a month however often it runs; while a server runs, its job engine runs it.',
};
