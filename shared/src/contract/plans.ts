import * as v from 'valibot';
import { CreatePlanSchema, PlanParamsSchema, PlanSchema } from '../schemas/plans';
import { defineEndpoint } from './endpoint';
import { planAccess } from './rules';

// Monthly plans (docs/jobs.md#monthly-plans): each retires part of a year's record every month,
// paid from the wallet. Every change replies with the plan as it now is.

/** The monthly plans, newest first: APPROVED alone, as the dashboard (no menu) reads them; changes need CARBON_CREDITS. */
export const plans = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/carbon-offsets/individual/plans',
  reply: v.array(PlanSchema),
  access: {},
  summary: "The account's monthly plans, newest first",
});

/** Starts a plan for a year's record; the current month is paid at once, or it is refused with what to top up. */
export const createPlan = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-offsets/individual/plans',
  body: CreatePlanSchema,
  reply: PlanSchema,
  status: 201,
  access: planAccess,
  idempotent: true,
  summary: "Start a monthly plan for a year's record; this month is paid at once",
});

/** Pauses a plan: no month is charged until it resumes. */
export const pausePlan = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-offsets/individual/plans/:planId/pause',
  params: PlanParamsSchema,
  reply: PlanSchema,
  access: planAccess,
  idempotent: true,
  summary: 'Pause a monthly plan: no month is charged until it resumes',
});

/** Resumes a paused plan; a month it left unpaid, and this month, are paid at once. */
export const resumePlan = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-offsets/individual/plans/:planId/resume',
  params: PlanParamsSchema,
  reply: PlanSchema,
  access: planAccess,
  idempotent: true,
  summary: 'Resume a paused plan; a month it left unpaid, and this month, are paid at once',
});

/** Cancels a plan for good; what it retired stays retired. */
export const cancelPlan = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-offsets/individual/plans/:planId/cancel',
  params: PlanParamsSchema,
  reply: PlanSchema,
  access: planAccess,
  idempotent: true,
  summary: 'Cancel a monthly plan for good; what it retired stays retired',
});
