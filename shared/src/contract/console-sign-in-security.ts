import {
  ApproveRecoveryRequestSchema,
  RecoveryDecisionSchema,
  RecoveryRequestPageSchema,
  RecoveryRequestParamsSchema,
  RecoveryRequestsQuerySchema,
  RefuseRecoveryRequestSchema,
} from '../schemas/console-sign-in-security';
import type { StaffRole } from '../schemas/console';
import { defineConsoleEndpoint } from './console-endpoint';

// Customers' requests to sign in without a lost second factor (`pnpm ops two-factor`), decided
// in the console (docs/product-rules.md#losing-the-second-factor); decisions are `stepUp`.

// Widened to the role type, so a screen's check can ask whether any role is listed.
const operators: readonly StaffRole[] = ['operator'];

/** The requests waiting for a decision, oldest first, a page at a time. */
export const recoveryRequests = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/recovery-requests',
  query: RecoveryRequestsQuerySchema,
  reply: RecoveryRequestPageSchema,
  access: { roles: operators },
  summary: "Customers' lost-second-factor requests waiting for a decision, oldest first",
});

/** Turns two-factor sign-in off for the request's account, after the operator checked who asks. */
export const approveRecoveryRequest = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/recovery-requests/:requestId/approve',
  params: RecoveryRequestParamsSchema,
  body: ApproveRecoveryRequestSchema,
  reply: RecoveryDecisionSchema,
  access: { roles: operators, stepUp: true },
  summary: 'Approve a recovery request after the identity check: two-factor off, sessions ended, owner mailed',
});

/** Leaves two-factor sign-in on; the owner is mailed the reason. */
export const refuseRecoveryRequest = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/recovery-requests/:requestId/refuse',
  params: RecoveryRequestParamsSchema,
  body: RefuseRecoveryRequestSchema,
  reply: RecoveryDecisionSchema,
  access: { roles: operators, stepUp: true },
  summary: 'Refuse a recovery request with a reason, mailed to the owner',
});
