import { sessionEndingStatuses } from '../auth/sessions';
import { accountActions, accountTransitions, type AccountAction, type AccountStatus } from '@commons/shared/domain';
import type { AccountReview } from '../../config';
import { conflict } from '@commons/server-kernel/errors';

/** What an operator can do to an account (`pnpm ops accounts <action> <email>`). */
export const statusActions = accountActions;
export type StatusAction = AccountAction;

const done: Record<StatusAction, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' };

/** The operator's transitions (`accountTransitions`), with the word a command prints for each. */
export const statusTransitions = Object.fromEntries(
  accountActions.map((action) => [action, { ...accountTransitions[action], done: done[action] }]),
) as Record<StatusAction, { from: readonly AccountStatus[]; to: AccountStatus; done: string }>;

/** Statuses that sign the account out everywhere at once: its old tokens must stop working. */
export const endsSessions = (status: AccountStatus): status is (typeof sessionEndingStatuses)[number] =>
  (sessionEndingStatuses as readonly AccountStatus[]).includes(status);

/**
 * Where `action` takes the account of `email` that is `from`, or a refusal saying why. An
 * account already in the target status is refused too: the operator expected another status.
 */
export function planTransition(action: StatusAction, email: string, from: AccountStatus): AccountStatus {
  const { from: allowed, to, done } = statusTransitions[action];
  if (allowed.includes(from)) return to;
  throw conflict(`${email} is ${from}; only ${allowed.join(' or ')} accounts can be ${done}`);
}

/**
 * The status after the owner saved their profile: any change sends an APPROVED account back to
 * review (the profile screen's re-approval note), and in `auto` review a complete profile under
 * review is approved at once. REJECTED and SUSPENDED are never changed here.
 */
export function statusAfterProfileUpdate(
  status: AccountStatus,
  update: { changed: boolean; complete: boolean },
  review: AccountReview,
): AccountStatus {
  const afterChange = update.changed && status === 'APPROVED' ? 'REVIEWING' : status;
  return afterChange === 'REVIEWING' && update.complete && review === 'auto' ? 'APPROVED' : afterChange;
}
