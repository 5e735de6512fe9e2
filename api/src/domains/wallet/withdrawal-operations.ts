import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { centsToUsd, type WithdrawalStatus } from '@commons/shared/domain';
import type { QueuedWithdrawal, WithdrawalQueuePage, WithdrawalQueueQuery } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { individuals, withdrawalRequests } from '../../db/schema';
import { badRequest, conflict, notFound } from '@commons/server-kernel/errors';
import { decodeCursor, encodeCursor, type Bound } from '../../lib/paging';
import type { ServiceDeps } from '../domain';
import { withdrawalDecided } from '../notices/messages/withdrawals';
import { queueNotice } from '../notices/queue-notice';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { applyEntry } from './ledger';
import { isOwnerVerified } from '../users/verified-owner';

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
export interface WithdrawalOperations {
  /** Every request, oldest first (the queue's order), optionally of one status. */
  list(status?: WithdrawalStatus): Promise<WithdrawalSummary[]>;
  /** One page of the console's queue: one status or all, by the date requested, with how each was decided. */
  page(query: WithdrawalQueueQuery): Promise<WithdrawalQueuePage>;
  /** One request as the console's queue shows it (404 when there is none). */
  find(requestId: string): Promise<QueuedWithdrawal>;
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

const queuedColumns = {
  ...summaryColumns,
  seq: withdrawalRequests.seq,
  decidedAt: withdrawalRequests.decidedAt,
  decidedBy: withdrawalRequests.decidedBy,
  rejectionReason: withdrawalRequests.rejectionReason,
};

type QueuedRow = { amountCents: number; requestedAt: Date; decidedAt: Date | null } & Omit<QueuedWithdrawal, 'amount' | 'requestedAt' | 'decidedAt'>;

const queued = ({ amountCents, requestedAt, decidedAt, requestId, email, status, decidedBy, rejectionReason }: QueuedRow): QueuedWithdrawal => ({
  requestId,
  email,
  amount: centsToUsd(amountCents),
  status,
  requestedAt: requestedAt.toISOString(),
  decidedAt: decidedAt?.toISOString() ?? null,
  decidedBy,
  rejectionReason,
});

/**
 * Where a page of the queue goes from a row: `seq` is the order the requests were raised in, so
 * it is the date requested's order, and a keyset on it never shifts a row between pages.
 */
const queueDirection = (sort: WithdrawalQueueQuery['sort']): Bound['direction'] => (sort === 'oldest' ? 'newer' : 'older');

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

    async page({ status, sort, limit, cursor }) {
      const direction = queueDirection(sort);
      const bound = decodeCursor(cursor);
      // A cursor of the other order would skip rows without a word.
      if (bound && bound.direction !== direction) throw badRequest('cursor: invalid cursor');
      const rows = await db
        .select(queuedColumns)
        .from(withdrawalRequests)
        .innerJoin(individuals, eq(individuals.id, withdrawalRequests.walletId))
        .where(
          and(
            status === 'ALL' ? undefined : eq(withdrawalRequests.status, status),
            !bound ? undefined : direction === 'newer' ? gt(withdrawalRequests.seq, bound.key) : lt(withdrawalRequests.seq, bound.key),
          ),
        )
        .orderBy(direction === 'newer' ? asc(withdrawalRequests.seq) : desc(withdrawalRequests.seq))
        .limit(limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const nextCursor = rows.length > limit && last ? encodeCursor({ direction, key: last.seq }) : null;
      return { withdrawals: shown.map(queued), nextCursor, prevCursor: null };
    },

    async find(requestId) {
      const [row] = await db
        .select(queuedColumns)
        .from(withdrawalRequests)
        .innerJoin(individuals, eq(individuals.id, withdrawalRequests.walletId))
        .where(eq(withdrawalRequests.id, requestId));
      if (!row) throw notFound(`No withdrawal request ${requestId}`);
      return queued(row);
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
          const notice = { requestId, amountCents: request.amountCents, outcome, reason: rejectionReason, decidedAt } as const;
          await queueNotice(tx, jobs, 'withdrawals', owner, origin, withdrawalDecided(origin, notice));
        }
        return { requestId, email, amount: centsToUsd(request.amountCents), action, to };
      }),
  };
}
