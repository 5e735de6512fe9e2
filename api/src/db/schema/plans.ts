import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { planPauseReasons, planStatuses, type PlanPauseReason, type PlanStatus } from '@commons/shared/domain';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { operationalData, retirements } from './carbon';
import { individuals } from './individuals';

/** `2026-12`: a plan month, in UTC. */
const monthPattern = sql.raw(`'^[0-9]{4}-(0[1-9]|1[0-2])$'`);

/**
 * Monthly plans (docs/jobs.md#monthly-plans): each retires part of a year's record every month,
 * paid from the wallet. One open (ACTIVE or PAUSED) plan per record. `missed_month`: the month a
 * lack of funds left unpaid, paid at once by the top-up that covers it; `reminded_month`: the last
 * month whose low-balance reminder went out, so a retried job mails it once.
 */
export const offsetPlans = pgTable(
  'offset_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    operationalDataId: uuid('operational_data_id')
      .notNull()
      .references(() => operationalData.id, { onDelete: 'cascade' }),
    monthlyBudgetCents: bigint('monthly_budget_cents', { mode: 'number' }),
    status: text('status').$type<PlanStatus>().notNull().default('ACTIVE'),
    pausedReason: text('paused_reason').$type<PlanPauseReason>(),
    missedMonth: text('missed_month'),
    remindedMonth: text('reminded_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offset_plans_one_open_per_record').on(t.operationalDataId).where(sql`${t.status} in ('ACTIVE', 'PAUSED')`),
    index('offset_plans_owner_idx').on(t.ownerId, t.seq),
    index('offset_plans_status_idx').on(t.status),
    check('offset_plans_status_valid', isOneOf(t.status, planStatuses)),
    check('offset_plans_paused_reason_valid', isOneOf(t.pausedReason, planPauseReasons)),
    check('offset_plans_paused_has_reason', sql`(${t.status} = 'PAUSED') = (${t.pausedReason} is not null)`),
    check('offset_plans_budget_positive', sql`${t.monthlyBudgetCents} is null or ${t.monthlyBudgetCents} > 0`),
    check('offset_plans_missed_month_valid', sql`${t.missedMonth} ~ ${monthPattern}`),
    check('offset_plans_reminded_month_valid', sql`${t.remindedMonth} ~ ${monthPattern}`),
  ],
);

/**
 * The months a plan paid for: the primary key (plan, month) is written in the same transaction
 * as the debit and the retirement, so a month is charged once whatever retries, crashes or
 * concurrent cycles do (docs/jobs.md, "Exactly once where it counts").
 */
export const offsetPlanRuns = pgTable(
  'offset_plan_runs',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => offsetPlans.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    retirementId: uuid('retirement_id')
      .notNull()
      .unique()
      .references(() => retirements.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    chargedCents: bigint('charged_cents', { mode: 'number' }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.month] }),
    check('offset_plan_runs_month_valid', sql`${t.month} ~ ${monthPattern}`),
    check('offset_plan_runs_quantity_positive', sql`${t.quantity} > 0`),
    check('offset_plan_runs_charged_valid', sql`${t.chargedCents} >= 0`),
  ],
);

export type OffsetPlanRow = typeof offsetPlans.$inferSelect;
export type OffsetPlanRunRow = typeof offsetPlanRuns.$inferSelect;

/** Why a cycle left a plan's month unpaid: skipped (nothing left to offset, no listing) or paused (funds, price). */
export const planMonthOutcomes = ['SKIPPED', 'PAUSED'] as const;
export const planMonthOutcomeReasons = ['NOTHING_LEFT', 'NO_LISTING', 'FUNDS', 'PRICE'] as const;
export type PlanMonthOutcome = (typeof planMonthOutcomes)[number];
export type PlanMonthOutcomeReason = (typeof planMonthOutcomeReasons)[number];

/**
 * The months a plan's charge skipped or paused, as `offset_plan_runs` keeps those it charged:
 * written in the transaction that settles the month (`savePlanMonths`), keyed by (plan, month)
 * so a cycle run again keeps one row, the last attempt's; a month charged later counts as
 * charged (docs/jobs.md, "Monthly plans").
 */
export const offsetPlanMonthOutcomes = pgTable(
  'offset_plan_month_outcomes',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => offsetPlans.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    outcome: text('outcome').$type<PlanMonthOutcome>().notNull(),
    reason: text('reason').$type<PlanMonthOutcomeReason>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.month] }),
    index('offset_plan_month_outcomes_month_idx').on(t.month),
    check('offset_plan_month_outcomes_month_valid', sql`${t.month} ~ ${monthPattern}`),
    check(
      'offset_plan_month_outcomes_reason_valid',
      sql`(${t.outcome} = 'SKIPPED' and ${t.reason} in ('NOTHING_LEFT', 'NO_LISTING')) or (${t.outcome} = 'PAUSED' and ${t.reason} in ('FUNDS', 'PRICE'))`,
    ),
  ],
);
