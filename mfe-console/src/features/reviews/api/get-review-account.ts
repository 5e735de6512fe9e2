import { getReviewAccount, reviewQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const reviewAccountQueryOptions = (email: string) =>
  queryOptions({ queryKey: reviewQueryKeys.account(email), queryFn: ({ signal }) => getReviewAccount(email, { signal }) });

/** One account's profile and identity documents. */
export const useReviewAccount = (email: string) => useQuery(reviewAccountQueryOptions(email));
