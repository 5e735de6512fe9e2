import { and, count, eq } from 'drizzle-orm';
import { centsToUsd } from '@commons/shared/domain';
import type { QueuedWithdrawal, WithdrawalQueuePage, WithdrawalQueueQuery } from '@commons/shared/schemas';
import { notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { individuals, withdrawalRequests } from '../../db/schema';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';

/** The console's reading of withdrawal requests (docs/api.md#the-console-api). */
export interface WithdrawalQueue {
  /**
   * One numbered page of the queue (docs/api.md#console-tables): one status or all, searched by
   * email, sorted as asked, with how each was decided.
   */
  page(query: WithdrawalQueueQuery): Promise<WithdrawalQueuePage>;
  /** One request as the queue shows it (404 when there is none). */
  find(requestId: string): Promise<QueuedWithdrawal>;
}

const columns = {
  requestId: withdrawalRequests.id,
  seq: withdrawalRequests.seq,
  email: individuals.email,
  amountCents: withdrawalRequests.amountCents,
  status: withdrawalRequests.status,
  requestedAt: withdrawalRequests.requestedAt,
  decidedAt: withdrawalRequests.decidedAt,
  decidedBy: withdrawalRequests.decidedBy,
  rejectionReason: withdrawalRequests.rejectionReason,
  paidTo: withdrawalRequests.paidTo,
};

type Row = { amountCents: number; requestedAt: Date; decidedAt: Date | null } & Omit<QueuedWithdrawal, 'amount' | 'requestedAt' | 'decidedAt'>;

/** A row as the console shows it: USD, ISO times. */
const queued = ({ amountCents, requestedAt, decidedAt, requestId, email, status, decidedBy, rejectionReason, paidTo }: Row): QueuedWithdrawal => ({
  requestId,
  email,
  amount: centsToUsd(amountCents),
  status,
  requestedAt: requestedAt.toISOString(),
  decidedAt: decidedAt?.toISOString() ?? null,
  decidedBy,
  rejectionReason,
  paidTo,
});

/** `seq` is the order the requests were raised in, so it is the date requested's order. */
const sortColumns: SortColumns<WithdrawalQueueQuery['sort']> = {
  requested: withdrawalRequests.seq,
  email: individuals.email,
  amount: withdrawalRequests.amountCents,
  status: withdrawalRequests.status,
  decided: withdrawalRequests.decidedAt,
};

export function createWithdrawalQueue(db: Database): WithdrawalQueue {
  const select = () =>
    db.select(columns).from(withdrawalRequests).innerJoin(individuals, eq(individuals.id, withdrawalRequests.walletId));
  return {
    async page(query) {
      const matching = and(query.status === 'ALL' ? undefined : eq(withdrawalRequests.status, query.status), searchOf(query.q, individuals.email));
      const { limit, offset } = pageWindow(query);
      const [rows, [counted]] = await Promise.all([
        select().where(matching).orderBy(...orderOf(sortColumns, query, withdrawalRequests.seq)).limit(limit).offset(offset),
        db.select({ n: count() }).from(withdrawalRequests).innerJoin(individuals, eq(individuals.id, withdrawalRequests.walletId)).where(matching),
      ]);
      return { withdrawals: rows.map(queued), page: query.page, limit: query.limit, total: counted?.n ?? 0 };
    },

    async find(requestId) {
      const [row] = await select().where(eq(withdrawalRequests.id, requestId));
      if (!row) throw notFound(`No withdrawal request ${requestId}`);
      return queued(row);
    },
  };
}
