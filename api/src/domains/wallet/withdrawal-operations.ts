import { asc, eq } from 'drizzle-orm';
import { centsToUsd, type WithdrawalStatus } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { individuals, withdrawalRequests } from '../../db/schema';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { ServiceDeps } from '../domain';
import { withdrawalDecided } from '../notices/messages/withdrawals';
import { queueNotice } from '../notices/queue-notice';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { applyEntry } from './ledger';
import { isOwnerVerified } from '../users/verified-owner';
import { createWithdrawalQueue, type WithdrawalQueue } from './withdrawal-queue';

/** What an operator does to a PENDING withdrawal (`pnpm ops withdrawals <action> <requestId>`). */
export const withdrawalActions = ['approve', 'reject'] as const;
export type WithdrawalAction = (typeof withdrawalActions)[number];

export const withdrawalTransitions: Record<WithdrawalAction, { to: WithdrawalStatus; done: string }> = {
  approve: { to: 'COMPLETED', done: 'approved' },
  reject: { to: 'REJECTED', done: 'rejected' },
};

/** One line of `withdrawals list`. Amounts in USD, times ISO strings, so the shape survives JSON. */
export interface WithdrawalSummary {
  requestId: string;
  email: string;
  amount: number;
  status: WithdrawalStatus;
  requestedAt: string;
}

export interface WithdrawalDecision {
  requestId: string;
  email: string;
  amount: number;
  action: WithdrawalAction;
  to: WithdrawalStatus;
}

/**
 * What the operator does to withdrawals. The database implements it directly; the CLI's
 * operator client implements it over HTTP while a server holds the embedded database. There is
 * deliberately no operator credit: money enters a wallet only through a verified payment.
 */
export interface WithdrawalOperations extends WithdrawalQueue {
  /** Every request, oldest first (the queue's order), optionally of one status. */
  list(status?: WithdrawalStatus): Promise<WithdrawalSummary[]>;
  /**
   * Completes or rejects a PENDING request; `by` names the operator, `reason` (a rejection's,
   * optional) is kept and told to the account in the notice queued with the decision.
   */
  decide(requestId: string, action: WithdrawalAction, by: string, reason?: string | null): Promise<WithdrawalDecision>;
}

const summaryColumns = {
  requestId: withdrawalRequests.id,
  email: individuals.email,
  amountCents: withdrawalRequests.amountCents,
  status: withdrawalRequests.status,
  requestedAt: withdrawalRequests.requestedAt,
};

async function ownerEmail(db: Database, walletId: string): Promise<string> {
  const [owner] = await db.select({ email: individuals.email }).from(individuals).where(eq(individuals.id, walletId));
  return owner?.email ?? '(unknown account)';
}

export function createWithdrawalOperations({
  db,
  jobs,
  config,
}: Pick<ServiceDeps, 'db' | 'jobs'> & Partial<Pick<ServiceDeps, 'config'>>): WithdrawalOperations {
  return {
    ...createWithdrawalQueue(db),

    async list(status) {
      const rows = await db
        .select(summaryColumns)
        .from(withdrawalRequests)
        .innerJoin(individuals, eq(individuals.id, withdrawalRequests.walletId))
        .where(status ? eq(withdrawalRequests.status, status) : undefined)
        .orderBy(asc(withdrawalRequests.seq));
      return rows.map(({ amountCents, requestedAt, ...row }) => ({
        ...row,
        amount: centsToUsd(amountCents),
        requestedAt: requestedAt.toISOString(),
      }));
    },

    /**
     * Locks the request so two operators cannot both decide it. Rejection releases the hold
     * with a WITHDRAWAL_REVERSAL entry in the same transaction; approval moves no money, since
     * the amount left the balance when the request was raised.
     */
    decide: (requestId, action, by, reason = null) =>
      db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(withdrawalRequests)
          .where(eq(withdrawalRequests.id, requestId))
          .for('update');
        if (!request) throw notFound(`No withdrawal request ${requestId}`);
        const { to, done } = withdrawalTransitions[action];
        if (request.status !== 'PENDING') {
          throw conflict(`Withdrawal request ${requestId} is ${request.status}; only PENDING requests can be ${done}`);
        }
        // Paid out only to a verified owner's address; a rejection returns the hold anyway.
        if (action === 'approve' && !(await isOwnerVerified(tx, request.walletId))) {
          const email = await ownerEmail(tx, request.walletId);
          throw conflict(`Withdrawal request ${requestId} cannot be approved: ${email} has not verified its email address yet`);
        }
        if (action === 'reject') {
          await applyEntry(tx, request.walletId, {
            kind: 'WITHDRAWAL_REVERSAL',
            amountCents: request.amountCents,
            referenceId: request.id,
          });
        }
        const decidedAt = new Date();
        const rejectionReason = action === 'reject' ? reason : null;
        await tx
          .update(withdrawalRequests)
          .set({ status: to, decidedAt, decidedBy: by, rejectionReason })
          .where(eq(withdrawalRequests.id, requestId));
        const email = await ownerEmail(tx, request.walletId);
        const owner = await accountOwner(tx, request.walletId);
        if (owner) {
          const outcome = action === 'approve' ? 'approved' : 'rejected';
          const origin = configuredOrigin(config);
          const notice = { requestId, amountCents: request.amountCents, outcome, reason: rejectionReason, decidedAt, paidTo: request.paidTo } as const;
          await queueNotice(tx, jobs, 'withdrawals', owner, origin, withdrawalDecided(origin, notice));
        }
        return { requestId, email, amount: centsToUsd(request.amountCents), action, to };
      }),
  };
}
