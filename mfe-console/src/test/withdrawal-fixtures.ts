import type { QueuedWithdrawal, WithdrawalQueuePage } from '@commons/shared/schemas';

/** A pending request as GET /api/console/withdrawals lists it. */
export const pendingWithdrawal = (n: number, amount = 120): QueuedWithdrawal => ({
  requestId: `00000000-0000-4000-8000-00000000000${n}`,
  email: `owner${n}@example.org`,
  amount,
  status: 'PENDING',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  paidTo: 'IBAN ending 4300 (Ada Lovelace)',
});

/** One numbered page of the queue, of `total` requests in all (those shown unless said). */
export const queuePage = (withdrawals: QueuedWithdrawal[], total = withdrawals.length): WithdrawalQueuePage => ({ withdrawals, page: 1, limit: 10, total });
