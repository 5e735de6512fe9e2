import { changePlan, type PlanAction } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { isStalePayment } from './refresh-after-payment';
import { applyChangedPlan, refreshAfterPlanChange } from './refresh-after-plan-change';

/** What each change's toast says. */
export const planChangedMessages: Record<PlanAction, string> = {
  pause: 'Monthly plan paused',
  resume: 'Monthly plan resumed',
  cancel: 'Monthly plan cancelled',
};

/** One change of a plan: which plan, and what to do with it. */
export interface PlanChange {
  planId: string;
  action: PlanAction;
}

/**
 * Pauses, resumes or cancels a plan. Resume pays a month left unpaid at once, so it
 * carries the submit's Idempotency-Key; pause and cancel move no money and send none. Refused as
 * out of date (changed in another tab, or by the monthly run), the plans are asked for again.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  const historyId = useSession().userInfo?.userHistoryId;
  return useSend({
    mutationFn: ({ planId, action }: PlanChange, { idempotencyKey }) =>
      changePlan(planId, action, action === 'resume' ? { idempotencyKey } : undefined),
    onSuccess: (plan, { action }) => {
      notify.success(planChangedMessages[action]);
      applyChangedPlan(queryClient, plan, action === 'resume' ? historyId : undefined);
    },
    onError: (error) => {
      if (isStalePayment(error)) refreshAfterPlanChange(queryClient, historyId);
    },
  });
}
