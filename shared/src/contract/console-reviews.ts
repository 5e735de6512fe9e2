import {
  AccountReviewedSchema,
  AccountReviewSchema,
  DocumentReviewSchema,
  RecordDecidedSchema,
  RecordDecisionSchema,
  ReviewAccountDetailSchema,
  ReviewAccountPageSchema,
  ReviewAccountParamsSchema,
  ReviewAccountsQuerySchema,
  ReviewDocumentPageSchema,
  ReviewDocumentParamsSchema,
  ReviewDocumentSchema,
  ReviewDocumentsQuerySchema,
  ReviewRecordPageSchema,
  ReviewRecordParamsSchema,
  ReviewRecordsQuerySchema,
} from '../schemas/console-reviews';
import { defineConsoleEndpoint, type ConsoleAccess } from './console-endpoint';

// The console's Reviews (docs/api.md#the-console-api): operators only. Every change runs the
// `pnpm ops` command that makes it, audited with the staff member as actor and the reason.

const operators: ConsoleAccess = { roles: ['operator'] };

/** A page of accounts, oldest first, of one status or all. */
export const reviewAccounts = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/reviews/accounts',
  query: ReviewAccountsQuerySchema,
  reply: ReviewAccountPageSchema,
  access: operators,
  summary: 'A page of accounts to review, oldest first, of one status or all',
});

/** One account: its profile and its identity documents. */
export const reviewAccount = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/reviews/accounts/:email',
  params: ReviewAccountParamsSchema,
  reply: ReviewAccountDetailSchema,
  access: operators,
  summary: "An account's profile and identity documents",
});

/** Approves, rejects, suspends or reinstates an account, with a reason. */
export const changeAccountStatus = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/reviews/accounts/:email/status',
  params: ReviewAccountParamsSchema,
  body: AccountReviewSchema,
  reply: AccountReviewedSchema,
  access: operators,
  summary: 'Approve, reject, suspend or reinstate an account, with a reason (approval waits for PENDING documents unless forced)',
});

/** A page of the identity documents still PENDING, oldest first. */
export const reviewDocuments = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/reviews/documents',
  query: ReviewDocumentsQuerySchema,
  reply: ReviewDocumentPageSchema,
  access: operators,
  summary: 'A page of the identity documents waiting for review, oldest first',
});

/** A document's bytes, to be shown inline in the console; never cached. */
export const reviewDocumentFile = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/reviews/documents/:documentId/file',
  params: ReviewDocumentParamsSchema,
  produces: { type: 'application/octet-stream', description: 'The file as uploaded (PDF, JPEG or PNG), inline' },
  access: operators,
  summary: "An identity document's file, shown inline to the operator reviewing it",
});

/** Accepts a PENDING document, or rejects it with the reason its owner sees. */
export const reviewDocument = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/reviews/documents/:documentId/review',
  params: ReviewDocumentParamsSchema,
  body: DocumentReviewSchema,
  reply: ReviewDocumentSchema,
  access: operators,
  summary: 'Accept a PENDING identity document, or reject it with a reason',
});

/** A page of yearly records, newest year first, of one status or all. */
export const reviewRecords = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/reviews/yearly-data',
  query: ReviewRecordsQuerySchema,
  reply: ReviewRecordPageSchema,
  access: operators,
  summary: 'A page of yearly records (operational data), newest year first, of one status or all',
});

/** Approves an ESTIMATED record with its actual emissions, or rejects it with a reason. */
export const decideRecord = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/reviews/yearly-data/:operationalDataId/decision',
  params: ReviewRecordParamsSchema,
  body: RecordDecisionSchema,
  reply: RecordDecidedSchema,
  access: operators,
  summary: 'Approve an ESTIMATED yearly record with its actual emissions in tonnes, or reject it with a reason',
});
