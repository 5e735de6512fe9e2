import { reviewDocument } from '@commons/shared/api';
import type { DocumentReview } from '@commons/shared/schemas';
import { useReviewSend } from './use-review-send';

/** Accepts a document, or rejects it with a reason. */
export const useReviewDocument = () =>
  useReviewSend(({ documentId, review }: { documentId: string; review: DocumentReview }) => reviewDocument(documentId, review));
