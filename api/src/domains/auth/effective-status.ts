import type { AccountStatus } from '@commons/shared/domain';

/**
 * The status a member acts with (docs/product-rules.md#sub-users-and-group-policies): an owner's is
 * its own; a sub-user's is its own unless that is APPROVED and the owner's is not, since a sub-user
 * acts on the owner's account and cannot be more trusted than it. So an owner under review,
 * suspended or rejected takes its sub-users with it, while a sub-user the owner suspended stays
 * suspended whatever the owner's.
 */
export function effectiveStatus(own: AccountStatus, owner: AccountStatus | null): AccountStatus {
  if (owner === null || own !== 'APPROVED') return own;
  return owner;
}
