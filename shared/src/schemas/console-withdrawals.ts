import * as v from 'valibot';
import { withdrawalStatuses } from '@commons/shared/domain';
import { BankAccountSchema } from './bank-account';
import { ConsolePageSchema, ConsoleSearchSchema, consoleTableQuery } from './console-paging';
import { requiredText } from './text';

// The operator's withdrawal queue in the console (docs/api.md#the-console-api): the requests,
// paged and filtered by the server, and the decision on one, always with a reason.

/** The status filter of the queue: one status, or `ALL`. */
export const withdrawalQueueFilters = [...withdrawalStatuses, 'ALL'] as const;
export type WithdrawalQueueFilter = (typeof withdrawalQueueFilters)[number];

/**
 * The columns the queue sorts by: `requested` is the order the requests were raised in, oldest
 * first the order to work in; `decided` is when it was approved or rejected.
 */
export const withdrawalQueueSorts = ['requested', 'email', 'amount', 'status', 'decided'] as const;
export type WithdrawalQueueSort = (typeof withdrawalQueueSorts)[number];

/**
 * GET /api/console/withdrawals: a numbered page (docs/api.md#console-tables) of one status
 * (PENDING unless asked), oldest first unless asked, searched by the account's email.
 */
export const WithdrawalQueueQuerySchema = v.object({
  ...consoleTableQuery(withdrawalQueueSorts, { sort: 'requested', order: 'asc' }).entries,
  status: v.optional(v.picklist(withdrawalQueueFilters, `must be one of ${withdrawalQueueFilters.join(', ')}`), 'PENDING'),
  q: ConsoleSearchSchema,
});
export type WithdrawalQueueQueryInput = v.InferInput<typeof WithdrawalQueueQuerySchema>;
export type WithdrawalQueueQuery = v.InferOutput<typeof WithdrawalQueueQuerySchema>;

/**
 * One withdrawal request as the operator sees it: amount in USD, times ISO strings, and once
 * decided, when, by whom, and a rejection's reason; `paidTo` is its destination masked, as kept
 * when it was requested (null for requests older than payout accounts).
 */
export const QueuedWithdrawalSchema = v.object({
  requestId: v.string(),
  email: v.string(),
  amount: v.number(),
  status: v.picklist(withdrawalStatuses),
  requestedAt: v.string(),
  decidedAt: v.nullable(v.string()),
  decidedBy: v.nullable(v.string()),
  rejectionReason: v.nullable(v.string()),
  paidTo: v.nullable(v.string()),
});
export type QueuedWithdrawal = v.InferOutput<typeof QueuedWithdrawalSchema>;

/** Reply of GET /api/console/withdrawals: one numbered page of requests. */
export const WithdrawalQueuePageSchema = v.object({
  withdrawals: v.array(QueuedWithdrawalSchema),
  ...ConsolePageSchema.entries,
});
export type WithdrawalQueuePage = v.InferOutput<typeof WithdrawalQueuePageSchema>;

/** The request an approval or rejection is about. */
export const WithdrawalDecisionParamsSchema = v.object({
  requestId: v.pipe(v.string('must be a withdrawal request id'), v.trim(), v.uuid('must be a withdrawal request id'), v.toLowerCase()),
});
export type WithdrawalDecisionParams = v.InferOutput<typeof WithdrawalDecisionParamsSchema>;

/** The longest reason, as the `withdrawals` ops commands take it. */
export const withdrawalReasonMax = 500;

/**
 * POST /api/console/withdrawals/:requestId/{approve,reject}: why, required, kept in the audit;
 * a rejection's is also told to the account.
 */
export const WithdrawalReasonSchema = v.object({
  reason: requiredText('Reason is required', { max: withdrawalReasonMax }),
});
export type WithdrawalReasonInput = v.InferInput<typeof WithdrawalReasonSchema>;
export type WithdrawalReason = v.InferOutput<typeof WithdrawalReasonSchema>;

/**
 * Reply of GET /api/console/withdrawals/:requestId/account: the destination in full, as kept when
 * the request was raised, for the operator paying it out; each reading is audited.
 */
export const WithdrawalAccountSchema = v.object({
  requestId: v.string(),
  account: BankAccountSchema,
});
export type WithdrawalAccount = v.InferOutput<typeof WithdrawalAccountSchema>;
