import * as v from 'valibot';
import { accountActions, accountStatuses, iamRoles, operationalDataStatuses } from '@commons/shared/domain';
import { EmailSchema } from './auth';
import { ConsolePageSchema, ConsoleSearchSchema, consoleTableQuery } from './console-paging';
import { DocumentSchema } from './documents';
import { requiredText } from './text';

// The console's Reviews screen (docs/api.md#the-console-api): what an operator decides about
// accounts, identity documents and yearly data, each decision with its reason in the audit.

/** The longest reason kept with a decision, as the documents' own rejection reason. */
export const reviewReasonMax = 500;

/** A decision's reason: required, trimmed, at most 500 characters. */
export const ReviewReasonSchema = requiredText('Reason is required: say why you decide so', { max: reviewReasonMax });

/** Blank for every status, else one of `statuses`. */
const statusFilter = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  v.optional(v.union([v.literal(''), v.picklist(statuses)], `must be one of ${statuses.join(', ')}`), '');

/** The columns the accounts list sorts by: `created` is when the account signed up. */
export const reviewAccountsSorts = ['created', 'email', 'name', 'status'] as const;

/**
 * GET /reviews/accounts: a numbered page (docs/api.md#console-tables), oldest first unless
 * asked, of one status or all, searched by email or name.
 */
export const ReviewAccountsQuerySchema = v.object({
  ...consoleTableQuery(reviewAccountsSorts, { sort: 'created', order: 'asc' }).entries,
  status: statusFilter(accountStatuses),
  q: ConsoleSearchSchema,
});
export type ReviewAccountsQueryInput = v.InferInput<typeof ReviewAccountsQuerySchema>;
export type ReviewAccountsQuery = v.InferOutput<typeof ReviewAccountsQuerySchema>;

/** One account of the review list, oldest first. */
export const ReviewAccountSchema = v.object({
  email: v.string(),
  name: v.string(),
  status: v.picklist(accountStatuses),
  iam: v.picklist(iamRoles),
  createdAt: v.string(),
});
export type ReviewAccount = v.InferOutput<typeof ReviewAccountSchema>;

export const ReviewAccountPageSchema = v.object({ accounts: v.array(ReviewAccountSchema), ...ConsolePageSchema.entries });
export type ReviewAccountPage = v.InferOutput<typeof ReviewAccountPageSchema>;

/** The account of a path: `/reviews/accounts/:email`. */
export const ReviewAccountParamsSchema = v.object({ email: EmailSchema });

/** One account opened: its profile's fields and its identity documents (the owner's, for a sub-user). */
export const ReviewAccountDetailSchema = v.object({
  ...ReviewAccountSchema.entries,
  emailVerified: v.boolean(),
  phone: v.string(),
  country: v.string(),
  city: v.string(),
  education: v.string(),
  profession: v.string(),
  nationality: v.string(),
  citizenshipNo: v.string(),
  uidOfResidence: v.string(),
  documents: v.array(DocumentSchema),
});
export type ReviewAccountDetail = v.InferOutput<typeof ReviewAccountDetailSchema>;

/**
 * POST /reviews/accounts/:email/status: the action and its reason; `force` approves although
 * identity documents are still PENDING (`pnpm ops accounts approve --force`).
 */
export const AccountReviewSchema = v.object({
  action: v.picklist(accountActions, `action must be one of ${accountActions.join(', ')}`),
  reason: ReviewReasonSchema,
  force: v.optional(v.boolean('force must be true or false'), false),
});
export type AccountReview = v.InferInput<typeof AccountReviewSchema>;

/** The account after the change. */
export const AccountReviewedSchema = v.object({
  email: v.string(),
  from: v.picklist(accountStatuses),
  to: v.picklist(accountStatuses),
});
export type AccountReviewed = v.InferOutput<typeof AccountReviewedSchema>;

/** The columns the documents waiting for review sort by: `uploaded` is the order they came in. */
export const reviewDocumentsSorts = ['uploaded', 'email', 'kind'] as const;

/**
 * GET /reviews/documents: a numbered page of the documents still PENDING, oldest first unless
 * asked, searched by the owner's email or the file's name.
 */
export const ReviewDocumentsQuerySchema = v.object({
  ...consoleTableQuery(reviewDocumentsSorts, { sort: 'uploaded', order: 'asc' }).entries,
  q: ConsoleSearchSchema,
});
export type ReviewDocumentsQueryInput = v.InferInput<typeof ReviewDocumentsQuerySchema>;
export type ReviewDocumentsQuery = v.InferOutput<typeof ReviewDocumentsQuerySchema>;

/** A document with its owner's email. */
export const ReviewDocumentSchema = v.object({ ...DocumentSchema.entries, email: v.string() });
export type ReviewDocument = v.InferOutput<typeof ReviewDocumentSchema>;

export const ReviewDocumentPageSchema = v.object({ documents: v.array(ReviewDocumentSchema), ...ConsolePageSchema.entries });
export type ReviewDocumentPage = v.InferOutput<typeof ReviewDocumentPageSchema>;

/** The document of a path: `/reviews/documents/:documentId`. */
export const ReviewDocumentParamsSchema = v.object({ documentId: v.string() });

/** POST /reviews/documents/:documentId/review: accept it, or reject it with the reason its owner sees. */
export const DocumentReviewSchema = v.variant('decision', [
  v.object({ decision: v.literal('ACCEPTED') }),
  v.object({ decision: v.literal('REJECTED'), reason: ReviewReasonSchema }),
], 'decision must be ACCEPTED or REJECTED');
export type DocumentReview = v.InferInput<typeof DocumentReviewSchema>;

/** The columns the yearly records sort by: the estimated and the actual emissions are in tonnes. */
export const reviewRecordsSorts = ['year', 'email', 'status', 'estimated', 'actual'] as const;

/**
 * GET /reviews/yearly-data: a numbered page of yearly records, newest year first unless asked,
 * of one status or all, searched by the owner's email.
 */
export const ReviewRecordsQuerySchema = v.object({
  ...consoleTableQuery(reviewRecordsSorts, { sort: 'year', order: 'desc' }).entries,
  status: statusFilter(operationalDataStatuses),
  q: ConsoleSearchSchema,
});
export type ReviewRecordsQueryInput = v.InferInput<typeof ReviewRecordsQuerySchema>;
export type ReviewRecordsQuery = v.InferOutput<typeof ReviewRecordsQuerySchema>;

/** One yearly record, in tonnes of CO2e. */
export const ReviewRecordSchema = v.object({
  operationalDataId: v.string(),
  email: v.string(),
  year: v.number(),
  status: v.picklist(operationalDataStatuses),
  estimatedEmissions: v.number(),
  emissions: v.nullable(v.number()),
  credits: v.number(),
  offsets: v.number(),
});
export type ReviewRecord = v.InferOutput<typeof ReviewRecordSchema>;

export const ReviewRecordPageSchema = v.object({ records: v.array(ReviewRecordSchema), ...ConsolePageSchema.entries });
export type ReviewRecordPage = v.InferOutput<typeof ReviewRecordPageSchema>;

/** The record of a path: `/reviews/yearly-data/:operationalDataId`. */
export const ReviewRecordParamsSchema = v.object({ operationalDataId: v.string() });

const wholeTonnes = 'Actual emissions must be whole tonnes, 0 or more';

/**
 * POST /reviews/yearly-data/:operationalDataId/decision: approve with the actual emissions in
 * whole tonnes (a reason optional), or reject with a reason.
 */
export const RecordDecisionSchema = v.variant('decision', [
  v.object({
    decision: v.literal('APPROVED'),
    emissions: v.pipe(v.number(wholeTonnes), v.integer(wholeTonnes), v.minValue(0, wholeTonnes)),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(reviewReasonMax, `must be at most ${reviewReasonMax} characters`)), ''),
  }),
  v.object({ decision: v.literal('REJECTED'), reason: ReviewReasonSchema }),
], 'decision must be APPROVED or REJECTED');
export type RecordDecisionInput = v.InferInput<typeof RecordDecisionSchema>;

/** The record after the decision. */
export const RecordDecidedSchema = v.object({
  operationalDataId: v.string(),
  email: v.string(),
  year: v.number(),
  to: v.picklist(operationalDataStatuses),
  emissions: v.nullable(v.number()),
});
