import type { CreatePlan, Plan } from '@commons/shared/schemas';
import { request, type Sending } from './client';

/** Query key of the monthly plans (issue 32); a plan's change also refreshes the records and the wallet. */
export const planQueryKeys = { all: ['carbon', 'plans'] as const };

/** The account's monthly plans, newest first, ended ones included. */
export const getPlans = (options?: { signal?: AbortSignal }) => request<Plan[]>('carbon-offsets/individual/plans', options);

/** Starts a plan for a year's record; the current month is paid at once. */
export const createPlan = (body: CreatePlan, sending?: Sending) =>
  request<Plan>('carbon-offsets/individual/plans', { method: 'post', json: body, ...sending });

/** The three changes of a plan: each replies with the plan as it now is. */
export type PlanAction = 'pause' | 'resume' | 'cancel';

/** Pauses, resumes (paying a month left unpaid at once) or cancels a plan. */
export const changePlan = (planId: string, action: PlanAction, sending?: Sending) =>
  request<Plan>(`carbon-offsets/individual/plans/${encodeURIComponent(planId)}/${action}`, { method: 'post', ...sending });
