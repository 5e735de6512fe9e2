import { groupPolicyQueryKeys, subUserQueryKeys } from '@commons/shared/api';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a policy change makes stale: the policy table and the selector, and the sub-user rows,
 * which name their policy.
 */
export function refreshAfterPolicyChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: groupPolicyQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: subUserQueryKeys.all });
}
