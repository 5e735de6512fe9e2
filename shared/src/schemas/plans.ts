import * as v from 'valibot';
import { planPauseReasons, planStatuses } from '@commons/shared/domain';
import { recordIdSchema } from './carbon';
import { WalletAmountSchema } from './wallet';

/**
 * POST /carbon-offsets/individual/plans (docs/jobs.md#monthly-plans): a plan for a year's record.
 * Without `monthlyBudget` each month retires the record's remaining tonnes shared over the months
 * left until December; with it, the whole tonnes that many dollars buy each month.
 */
export const CreatePlanSchema = v.object({
  operationalDataId: recordIdSchema,
  monthlyBudget: v.optional(WalletAmountSchema),
});
export type CreatePlanInput = v.InferInput<typeof CreatePlanSchema>;
export type CreatePlan = v.InferOutput<typeof CreatePlanSchema>;

/** The path of pause, resume and cancel. */
export const PlanParamsSchema = v.object({ planId: recordIdSchema });
export type PlanParams = v.InferOutput<typeof PlanParamsSchema>;

/** A month a plan paid for. */
export const PlanRunSchema = v.object({
  /** `2026-12`: the month, in UTC. */
  month: v.string(),
  quantity: v.number(),
  /** USD taken from the wallet, fee included. */
  amount: v.number(),
  /** The checkout id of the month's retirement, which names its certificate. */
  checkoutId: v.string(),
  ranAt: v.string(),
});
export type PlanRun = v.InferOutput<typeof PlanRunSchema>;

/** A monthly plan as GET /carbon-offsets/individual/plans lists it and every change replies with it. */
export const PlanSchema = v.object({
  planId: v.string(),
  operationalDataId: v.string(),
  /** The record's year. */
  year: v.number(),
  status: v.picklist(planStatuses),
  /** Why a PAUSED plan is paused; null otherwise. */
  pausedReason: v.nullable(v.picklist(planPauseReasons)),
  /** USD a month, or null: the remaining tonnes shared over the months left. */
  monthlyBudget: v.nullable(v.number()),
  /** Months paid for so far. */
  monthsCovered: v.number(),
  /** Tonnes the plan has retired. */
  tonnesRetired: v.number(),
  /** The year's emissions as counted (actual where known, else the estimate). */
  emissions: v.nullable(v.number()),
  /** What the next run would retire and cost at today's FIFO price, when it can tell. */
  nextQuantity: v.nullable(v.number()),
  nextAmount: v.nullable(v.number()),
  /** When the next run is due (`2027-01-01`), for an ACTIVE plan; null otherwise. */
  nextRunOn: v.nullable(v.string()),
  /** What a FUNDS-paused plan still needs in the wallet, USD, rounded up to whole dollars. */
  topUpNeeded: v.nullable(v.number()),
  lastRun: v.nullable(PlanRunSchema),
  createdAt: v.string(),
});
export type Plan = v.InferOutput<typeof PlanSchema>;
