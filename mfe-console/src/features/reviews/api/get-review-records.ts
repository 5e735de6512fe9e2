import { getReviewRecords, reviewQueryKeys } from '@commons/shared/api';
import type { ReviewRecordsQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const reviewRecordsQueryOptions = (query: ReviewRecordsQueryInput) =>
  queryOptions({
    queryKey: reviewQueryKeys.records(query),
    queryFn: ({ signal }) => getReviewRecords(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of yearly records. */
export const useReviewRecords = (query: ReviewRecordsQueryInput) => useQuery(reviewRecordsQueryOptions(query));
