import { countedEmissions, formatUsd, monthsLeftInYear, openPlanStatuses, planMonthOf, type CarbonRecord } from '@commons/shared/domain';
import type { OperationalData, Plan } from '@commons/shared/schemas';

/** The tonnes of a year not yet offset: what a plan without a budget shares over the months left. */
export function remainingTonnes(record: Pick<CarbonRecord, 'emissions' | 'estimatedEmissions' | 'offsets'>): number {
  return Math.max(0, (countedEmissions(record) ?? 0) - record.offsets);
}

/** The record's ACTIVE or PAUSED plan: at most one holds a record at a time. */
export const openPlanOf = (plans: readonly Plan[], operationalDataId: string): Plan | undefined =>
  plans.find((plan) => plan.operationalDataId === operationalDataId && openPlanStatuses.includes(plan.status));

/** The newest plan of a year's record, whatever its status: what the dashboard shows of the year. */
export const newestPlanOf = (plans: readonly Plan[], year: number): Plan | undefined =>
  plans
    .filter((plan) => plan.year === year)
    .reduce<Plan | undefined>((newest, plan) => (!newest || plan.createdAt > newest.createdAt ? plan : newest), undefined);

/** Whether a row offers Start Plan: a GRAY year with tonnes left to offset and no open plan. */
export const canStartPlan = (record: OperationalData, plans: readonly Plan[]): boolean =>
  record.badge === 'GRAY' && remainingTonnes(record) > 0 && !openPlanOf(plans, record.operationalDataId);

/**
 * The months a plan without a budget runs: from the month it started to December of that year,
 * both counted (`plannedTonnes` covers the year by then). Null for a budget, which runs until
 * the year is covered, and for a plan paused past December, whose count went beyond it.
 */
function planMonths(plan: Pick<Plan, 'createdAt' | 'monthlyBudget' | 'monthsCovered'>): number | null {
  if (plan.monthlyBudget !== null) return null;
  const months = monthsLeftInYear(planMonthOf(new Date(plan.createdAt)));
  return plan.monthsCovered <= months ? months : null;
}

/** "3 of 10 months", or "3 months" where the plan's length is not set (a budget). */
export function monthsText(plan: Pick<Plan, 'createdAt' | 'monthlyBudget' | 'monthsCovered'>): string {
  const months = planMonths(plan);
  const unit = (months ?? plan.monthsCovered) === 1 ? 'month' : 'months';
  return months === null ? `${plan.monthsCovered} ${unit}` : `${plan.monthsCovered} of ${months} ${unit}`;
}

/** A budget as the plan's lines word it: " at $40.00 a month", or nothing. */
export const budgetText = (plan: Pick<Plan, 'monthlyBudget'>): string =>
  plan.monthlyBudget === null ? '' : ` at ${formatUsd(plan.monthlyBudget)} a month`;

const runDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A run's day as the site words dates (`Jan 1, 2027`): plans run on the 1st, UTC, so it is read in UTC. */
export function formatRunDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : runDate.format(date);
}

/** "3 of 10 months, 12 t retired" (or "3 months at $40.00 a month, ..."): how far a plan has come. */
export const planProgressText = (plan: Plan): string => `${monthsText(plan)}${budgetText(plan)}, ${plan.tonnesRetired} t retired`;
