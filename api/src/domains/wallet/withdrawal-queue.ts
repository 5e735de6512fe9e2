import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { centsToUsd } from '@commons/shared/domain';
import type { QueuedWithdrawal, WithdrawalQueuePage, WithdrawalQueueQuery } from '@commons/shared/schemas';
import { badRequest, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { individuals, withdrawalRequests } from '../../db/schema';
import { decodeCursor, encodeCursor, type Bound } from '../../lib/paging';

/** The console's reading of withdrawal requests (docs/api.md#the-console-api). */
export interface WithdrawalQueue {
  /** One page of the queue: one status or all, by the date requested, with how each was decided. */
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
};

type Row = { amountCents: number; requestedAt: Date; decidedAt: Date | null } & Omit<QueuedWithdrawal, 'amount' | 'requestedAt' | 'decidedAt'>;

/** A row as the console shows it: USD, ISO times. */
const queued = ({ amountCents, requestedAt, decidedAt, requestId, email, status, decidedBy, rejectionReason }: Row): QueuedWithdrawal => ({
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
 * Which way the pages go: `seq` is the order the requests were raised in, so it is the date
 * requested's order, and a keyset on it never shifts a row between pages as an offset would.
 */
const directionOf = (sort: WithdrawalQueueQuery['sort']): Bound['direction'] => (sort === 'oldest' ? 'newer' : 'older');

export function createWithdrawalQueue(db: Database): WithdrawalQueue {
  const select = () =>
    db.select(columns).from(withdrawalRequests).innerJoin(individuals, eq(individuals.id, withdrawalRequests.walletId));
  return {
    async page({ status, sort, limit, cursor }) {
      const direction = directionOf(sort);
      const bound = decodeCursor(cursor);
      // A cursor of the other order would skip rows without a word.
      if (bound && bound.direction !== direction) throw badRequest('cursor: invalid cursor');
      const beyond = !bound ? undefined : direction === 'newer' ? gt(withdrawalRequests.seq, bound.key) : lt(withdrawalRequests.seq, bound.key);
      const rows = await select()
        .where(and(status === 'ALL' ? undefined : eq(withdrawalRequests.status, status), beyond))
        .orderBy(direction === 'newer' ? asc(withdrawalRequests.seq) : desc(withdrawalRequests.seq))
        .limit(limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const nextCursor = rows.length > limit && last ? encodeCursor({ direction, key: last.seq }) : null;
      return { withdrawals: shown.map(queued), nextCursor, prevCursor: null };
    },

    async find(requestId) {
      const [row] = await select().where(eq(withdrawalRequests.id, requestId));
      if (!row) throw notFound(`No withdrawal request ${requestId}`);
      return queued(row);
    },
  };
}
