import { createPlan } from '@commons/shared/api';
import type { CreatePlan } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { isStalePayment } from './refresh-after-payment';
import { applyChangedPlan, refreshAfterPlanChange } from './refresh-after-plan-change';

/** The toast of a plan started: its first month is paid as it starts. */
export const planStartedMessage = (year: number) => `Monthly plan for ${year} started`;

/**
 * Starts a monthly plan (docs/jobs.md#monthly-plans). The current month is paid at once, so the
 * request carries the submit's Idempotency-Key like every other payment. Refused as out of date (a
 * plan started in another tab, say), the plans and what they pay from are asked for again.
 */
export function useStartPlan() {
  const queryClient = useQueryClient();
  const historyId = useSession().userInfo?.userHistoryId;
  return useSend({
    mutationFn: (plan: CreatePlan, { idempotencyKey }) => createPlan(plan, { idempotencyKey }),
    onSuccess: (plan) => {
      notify.success(planStartedMessage(plan.year));
      applyChangedPlan(queryClient, plan, historyId);
    },
    onError: (error) => {
      if (isStalePayment(error)) refreshAfterPlanChange(queryClient, historyId);
    },
  });
}
