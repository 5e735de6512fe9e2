import type { GroupPolicy } from '@commons/shared/schemas';
import { LoadFailed, Spinner } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import { useGroupPolicyChoices } from '../api/get-group-policy-choices';

/**
 * Renders a sub-user form once the policies to choose from are in. The form waits for them so
 * that its select holds the current policy from the start: a native select whose option
 * arrives after its value was set would show the placeholder instead.
 */
export function WithPolicyChoices({ children }: { children: (policies: GroupPolicy[]) => ReactNode }) {
  const choices = useGroupPolicyChoices();
  if (choices.data !== undefined) return children(choices.data);
  if (choices.isError) {
    return <LoadFailed onRetry={() => void choices.refetch()}>The group policies could not be loaded.</LoadFailed>;
  }
  return <Spinner label="Loading group policies" />;
}
