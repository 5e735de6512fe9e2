import { carbonQueryKeys, historyQueryKeys, planQueryKeys, walletQueryKeys } from '@commons/shared/api';
import type { Plan } from '@commons/shared/schemas';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a plan's start or change touches: the plan (replaced by the server's reply, so its row
 * shows it at once), the plans, the records (a paid month moves the year's offsets and badge)
 * and the wallet balance; a change that may pay a month also refreshes the wallet's Checkout
 * history, where the month's retirement is listed.
 */
export function applyChangedPlan(queryClient: QueryClient, plan: Plan, paidHistoryId?: string) {
  // A new plan goes first (the list is newest first); a changed one keeps its place.
  queryClient.setQueryData<Plan[]>(planQueryKeys.all, (plans) => {
    if (!plans) return plans;
    if (!plans.some((other) => other.planId === plan.planId)) return [plan, ...plans];
    return plans.map((other) => (other.planId === plan.planId ? plan : other));
  });
  refreshAfterPlanChange(queryClient, paidHistoryId);
}

/** Asks again for what a plan's change may have moved (see `applyChangedPlan`); also after a refusal as out of date. */
export function refreshAfterPlanChange(queryClient: QueryClient, paidHistoryId?: string) {
  void queryClient.invalidateQueries({ queryKey: planQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.operationalData });
  void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
  if (paidHistoryId) void queryClient.invalidateQueries({ queryKey: historyQueryKeys.checkoutRecords(paidHistoryId) });
}
