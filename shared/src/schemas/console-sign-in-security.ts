import * as v from 'valibot';
import { ConsolePageQuerySchema, ConsolePageSchema } from './console-paging';
import { requiredText } from './text';

// Customers' requests to sign in without a lost second factor, decided by an operator in the
// console (docs/product-rules.md#losing-the-second-factor).

/** GET /api/console/recovery-requests: a page of the waiting requests, oldest first. */
export const RecoveryRequestsQuerySchema = ConsolePageQuerySchema;
export type RecoveryRequestsQuery = v.InferInput<typeof RecoveryRequestsQuerySchema>;

/** One waiting request: whose account, when filed and from where, until when it may be decided. */
export const WaitingRecoveryRequestSchema = v.object({
  requestId: v.string(),
  email: v.string(),
  name: v.string(),
  filedAt: v.string(),
  expiresAt: v.string(),
  filedFrom: v.string(),
  browser: v.string(),
});
export type WaitingRecoveryRequest = v.InferOutput<typeof WaitingRecoveryRequestSchema>;

/** Reply of GET /api/console/recovery-requests. */
export const RecoveryRequestPageSchema = v.object({ ...ConsolePageSchema.entries, requests: v.array(WaitingRecoveryRequestSchema) });
export type RecoveryRequestPage = v.InferOutput<typeof RecoveryRequestPageSchema>;

/** The request a decision is about, in the path. */
export const RecoveryRequestParamsSchema = v.object({
  requestId: v.pipe(v.string(), v.uuid('requestId must be a recovery request id')),
});

/** POST .../approve: how the operator checked who asks, by a channel the request did not come through. */
export const ApproveRecoveryRequestSchema = v.object({ check: requiredText('How you checked who asks is required', { max: 500 }) });
export type ApproveRecoveryRequest = v.InferInput<typeof ApproveRecoveryRequestSchema>;

/** POST .../refuse: the reason, mailed to the account's owner. */
export const RefuseRecoveryRequestSchema = v.object({ reason: requiredText('A reason is required', { max: 500 }) });
export type RefuseRecoveryRequest = v.InferInput<typeof RefuseRecoveryRequestSchema>;

/** Reply of a decision: the request, whose account, and what was decided. */
export const RecoveryDecisionSchema = v.object({
  requestId: v.string(),
  email: v.string(),
  status: v.picklist(['APPROVED', 'REFUSED']),
});
export type RecoveryDecisionReply = v.InferOutput<typeof RecoveryDecisionSchema>;
