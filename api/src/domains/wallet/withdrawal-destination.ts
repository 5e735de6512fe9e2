import { noPayoutAccountMessage, paidToLabel, payoutHoldMessage, payoutHoldUntil } from '@commons/shared/domain';
import { conflict } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import type { PayoutSeals } from './payout-account-seals';
import { payoutAccountOf } from './payout-accounts';

/** A withdrawal's destination as the request keeps it: masked, and sealed under the request's id. */
export interface WithdrawalDestination {
  paidTo: string;
  paidToSealed: string;
}

/**
 * Where a withdrawal requested now is paid (docs/product-rules.md#money-and-payments): a copy of
 * the owner's payout account, so a later change never redirects it. The account row is locked,
 * so a change racing the request lands wholly before or after it. Without an account, or within
 * `holdHours` of a change, the request is refused, the hold's refusal naming when it opens.
 */
export async function withdrawalDestination(
  tx: Database,
  seals: PayoutSeals,
  ownerId: string,
  requestId: string,
  holdHours: number,
  now = new Date(),
): Promise<WithdrawalDestination> {
  const account = await payoutAccountOf(tx, ownerId, true);
  if (!account) throw conflict(noPayoutAccountMessage);
  const until = payoutHoldUntil(account.changedAt, holdHours);
  if (until > now) throw conflict(payoutHoldMessage(until, holdHours));
  return { paidTo: paidToLabel(account), paidToSealed: seals.seal(seals.open(account.sealed, ownerId), requestId) };
}
