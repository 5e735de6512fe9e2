import { getReviewDocuments, reviewQueryKeys } from '@commons/shared/api';
import type { ReviewDocumentsQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const reviewDocumentsQueryOptions = (query: ReviewDocumentsQueryInput) =>
  queryOptions({
    queryKey: reviewQueryKeys.documents(query),
    queryFn: ({ signal }) => getReviewDocuments(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the identity documents waiting for review. */
export const useReviewDocuments = (query: ReviewDocumentsQueryInput) => useQuery(reviewDocumentsQueryOptions(query));
