import { getReviewAccounts, reviewQueryKeys } from '@commons/shared/api';
import type { ReviewAccountsQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const reviewAccountsQueryOptions = (query: ReviewAccountsQueryInput) =>
  queryOptions({
    queryKey: reviewQueryKeys.accounts(query),
    queryFn: ({ signal }) => getReviewAccounts(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of accounts to review, as the server pages and filters them. */
export const useReviewAccounts = (query: ReviewAccountsQueryInput) => useQuery(reviewAccountsQueryOptions(query));
