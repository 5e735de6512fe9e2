import { getReviewRecords, reviewQueryKeys } from '@commons/shared/api';
import type { ReviewRecordsQuery } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const reviewRecordsQueryOptions = (query: ReviewRecordsQuery) =>
  queryOptions({
    queryKey: reviewQueryKeys.records(query),
    queryFn: ({ signal }) => getReviewRecords(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of yearly records. */
export const useReviewRecords = (query: ReviewRecordsQuery) => useQuery(reviewRecordsQueryOptions(query));
