import { monthsPerYear } from './carbon';

/**
 * What a monthly plan is doing (docs/jobs.md#monthly-plans): charging each month, stopped for now,
 * ended by its owner, or done.
 */
export const planStatuses = ['ACTIVE', 'PAUSED', 'CANCELLED', 'COMPLETED'] as const;
export type PlanStatus = (typeof planStatuses)[number];

/** Why a plan is paused: its owner paused it, the wallet could not pay the month, or the budget buys no tonne. */
export const planPauseReasons = ['OWNER', 'FUNDS', 'PRICE'] as const;
export type PlanPauseReason = (typeof planPauseReasons)[number];

/** The statuses that hold the record: one such plan per record at a time. */
export const openPlanStatuses: readonly PlanStatus[] = ['ACTIVE', 'PAUSED'];

/** Days before a run that an owner whose wallet cannot pay it is reminded to top up. */
export const planReminderDays = 3;

/** A plan month as stored and shown: `2026-12`, in UTC. */
export type PlanMonth = `${number}-${string}`;

/** The plan month `date` falls in, in UTC: plans run on the 1st of each month, UTC. */
export function planMonthOf(date: Date): PlanMonth {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}` as PlanMonth;
}

/** The 1st of the month after `date`'s, at midnight UTC: when the next monthly run is due. */
export function nextRunDate(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** The months from `month` to December of its year, both counted: 1 in December, 12 in January. */
export function monthsLeftInYear(month: PlanMonth): number {
  return monthsPerYear - Number(month.slice(5, 7)) + 1;
}

/**
 * The whole tonnes a plan without a budget retires in `month`: what is left of the record's
 * emissions shared over the months left until December, rounded up so the year is covered by
 * then (and never more than is left).
 */
export function plannedTonnes(remainingTonnes: number, month: PlanMonth): number {
  if (remainingTonnes <= 0) return 0;
  return Math.min(remainingTonnes, Math.ceil(remainingTonnes / monthsLeftInYear(month)));
}

/** The whole tonnes a monthly budget buys at `pricePerTonneCents` (the mark-up price), at most `remainingTonnes`. */
export function budgetTonnes(budgetCents: number, pricePerTonneCents: number, remainingTonnes: number): number {
  if (remainingTonnes <= 0 || pricePerTonneCents <= 0) return 0;
  return Math.min(remainingTonnes, Math.floor(budgetCents / pricePerTonneCents));
}
