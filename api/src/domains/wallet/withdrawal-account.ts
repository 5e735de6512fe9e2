import { eq } from 'drizzle-orm';
import type { WithdrawalAccount } from '@commons/shared/schemas';
import type { AuditActor } from '@commons/platform/audit/audit-actor';
import { recordAudit } from '@commons/platform/audit/audit-writer';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { withdrawalRequests } from '../../db/schema';
import type { PayoutSeals } from './payout-account-seals';

/**
 * The full destination of a PENDING request, for the operator paying it out
 * (docs/operations.md#the-audit): opened from the request's own sealed copy, and the reading is
 * written to the audit in the same transaction, so no one reads it unrecorded.
 */
export const readWithdrawalAccount = (db: Database, seals: PayoutSeals, requestId: string, actor: AuditActor): Promise<WithdrawalAccount> =>
  db.transaction(async (tx) => {
    const [request] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, requestId));
    if (!request) throw notFound(`No withdrawal request ${requestId}`);
    if (request.status !== 'PENDING') throw conflict(`Withdrawal request ${requestId} is ${request.status}: only a PENDING request's account is shown`);
    if (!request.paidToSealed) throw conflict(`Withdrawal request ${requestId} was made before payout accounts: it names no account`);
    const account = seals.open(request.paidToSealed, requestId);
    await recordAudit(tx, { actor, kind: 'withdrawals.view-account', target: requestId, reason: null });
    return { requestId, account };
  });
