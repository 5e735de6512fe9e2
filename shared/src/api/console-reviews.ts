import { consoleApi, pathOf } from '@commons/shared/contract';
import type { AccountReview, DocumentReview, RecordDecisionInput, ReviewAccountsQueryInput, ReviewDocumentsQueryInput, ReviewRecordsQueryInput } from '@commons/shared/schemas';
import { callConsole, consoleBasePath } from './client';

type Signal = { signal?: AbortSignal };

/** Query keys of the console's Reviews; a decision refreshes the lists under `all`. */
export const reviewQueryKeys = {
  all: ['console', 'reviews'] as const,
  accounts: (query: ReviewAccountsQueryInput) => ['console', 'reviews', 'accounts', query] as const,
  account: (email: string) => ['console', 'reviews', 'account', email] as const,
  documents: (query: ReviewDocumentsQueryInput) => ['console', 'reviews', 'documents', query] as const,
  records: (query: ReviewRecordsQueryInput) => ['console', 'reviews', 'records', query] as const,
};

/** A numbered page of accounts to review, sorted and filtered as asked (oldest first unless asked). */
export const getReviewAccounts = (query: ReviewAccountsQueryInput, options?: Signal) =>
  callConsole(consoleApi.reviewAccounts, { query }, options);

/** One account's profile and identity documents. */
export const getReviewAccount = (email: string, options?: Signal) =>
  callConsole(consoleApi.reviewAccount, { params: { email } }, options);

/** Approves, rejects, suspends or reinstates an account; a 409 says why approval waits. */
export const changeAccountStatus = (email: string, body: AccountReview) =>
  callConsole(consoleApi.changeAccountStatus, { params: { email }, body });

/** A numbered page of the identity documents waiting for review, sorted and searched as asked. */
export const getReviewDocuments = (query: ReviewDocumentsQueryInput, options?: Signal) =>
  callConsole(consoleApi.reviewDocuments, { query }, options);

/**
 * Where a document's file is shown inline (`<img src>`, `<iframe src>`): the browser sends the
 * console cookie itself, so no script holds the bytes.
 */
export const reviewDocumentFileUrl = (documentId: string) => `${consoleBasePath}/${pathOf(consoleApi.reviewDocumentFile, { documentId })}`;

/** Accepts a document, or rejects it with a reason. */
export const reviewDocument = (documentId: string, body: DocumentReview) =>
  callConsole(consoleApi.reviewDocument, { params: { documentId }, body });

/** A numbered page of yearly records, sorted and filtered as asked (newest year first unless asked). */
export const getReviewRecords = (query: ReviewRecordsQueryInput, options?: Signal) =>
  callConsole(consoleApi.reviewRecords, { query }, options);

/** Approves a record with its actual emissions, or rejects it with a reason. */
export const decideRecord = (operationalDataId: string, body: RecordDecisionInput) =>
  callConsole(consoleApi.decideRecord, { params: { operationalDataId }, body });
