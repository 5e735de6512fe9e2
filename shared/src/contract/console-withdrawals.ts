import {
  QueuedWithdrawalSchema,
  WithdrawalAccountSchema,
  WithdrawalDecisionParamsSchema,
  WithdrawalQueuePageSchema,
  WithdrawalQueueQuerySchema,
  WithdrawalReasonSchema,
} from '../schemas/console-withdrawals';
import type { StaffRole } from '../schemas/console';
import { NoBodySchema } from '../schemas/security';
import { defineConsoleEndpoint } from './console-endpoint';

// The operator's withdrawal queue (docs/api.md#the-console-api). Each decision runs the
// `withdrawals approve|reject` ops command as the staff member, who is the audit event's actor.

/** Who works the queue: operators only (typed wide, as every console rule's roles are read). */
const operators: readonly StaffRole[] = ['operator'];

/** A page of withdrawal requests: one status (PENDING unless asked), by the date requested. */
export const withdrawalQueue = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/withdrawals',
  query: WithdrawalQueueQuerySchema,
  reply: WithdrawalQueuePageSchema,
  access: { roles: operators },
  summary: 'A page of withdrawal requests, of one status (PENDING unless asked), by the date requested',
});

/** Pays a PENDING request out: money leaves the site, so the app's current code confirms it. */
export const approveWithdrawal = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/withdrawals/:requestId/approve',
  params: WithdrawalDecisionParamsSchema,
  body: WithdrawalReasonSchema,
  reply: QueuedWithdrawalSchema,
  access: { roles: operators, stepUp: true },
  summary: 'Approve a pending withdrawal request (pays it out), with a reason and the current code',
});

/** Rejects a PENDING request: its held amount returns to the balance, the reason goes to the account. */
export const rejectWithdrawal = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/withdrawals/:requestId/reject',
  params: WithdrawalDecisionParamsSchema,
  body: WithdrawalReasonSchema,
  reply: QueuedWithdrawalSchema,
  access: { roles: operators },
  summary: 'Reject a pending withdrawal request: its amount returns to the balance; the reason is told to the account',
});

/**
 * The destination of a PENDING request in full, as kept when it was raised: what the operator
 * paying it out types into the bank. A POST, never cached or prefetched: every reading writes an
 * audit event naming the member and the request.
 */
export const withdrawalAccount = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/withdrawals/:requestId/account',
  params: WithdrawalDecisionParamsSchema,
  body: NoBodySchema,
  reply: WithdrawalAccountSchema,
  access: { roles: operators },
  summary: "A withdrawal request's payout account in full, to pay it out; each reading is audited",
});
