import { plans } from '@commons/shared/contract';
import type { CreatePlan } from '@commons/shared/schemas';
import { call, type Sending } from './client';

/** Query key of the monthly plans; a plan's change also refreshes the records and the wallet. */
export const planQueryKeys = { all: ['carbon', 'plans'] as const };

/** The account's monthly plans, newest first, ended ones included. */
export const getPlans = (options?: { signal?: AbortSignal }) => call(plans.plans, {}, options);

/** Starts a plan for a year's record; the current month is paid at once. */
export const createPlan = (body: CreatePlan, sending?: Sending) => call(plans.createPlan, { body }, sending);

/** The three changes of a plan: each replies with the plan as it now is. */
export type PlanAction = 'pause' | 'resume' | 'cancel';

const planChanges = {
  pause: plans.pausePlan,
  resume: plans.resumePlan,
  cancel: plans.cancelPlan,
} as const satisfies Record<PlanAction, unknown>;

/** Pauses, resumes (paying a month left unpaid at once) or cancels a plan. */
export const changePlan = (planId: string, action: PlanAction, sending?: Sending) =>
  call(planChanges[action], { params: { planId } }, sending);
