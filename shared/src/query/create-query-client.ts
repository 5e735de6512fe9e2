import { isApiError, isCancellation } from '@commons/shared/api';
import { QueryClient } from '@tanstack/react-query';

/** The contract's data fetching defaults (docs/product-rules.md#figures-and-limits). */
export const queryDefaults = {
  gcTime: 5 * 60 * 1000,
  retries: 3,
  firstRetryDelay: 1000,
  maxRetryDelay: 30_000,
} as const;

/**
 * Whether a failed query runs again. A 4xx reply is the server's answer, not an accident:
 * asking again gets the same answer and shows the same error toast again, so only network
 * failures (status 0), 5xx replies and non-API errors are retried. A cancelled fetch is no
 * failure and is not run again either: whoever cancelled it asks anew if needed.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isCancellation(error)) return false;
  if (isApiError(error) && error.status > 0 && error.status < 500) return false;
  return failureCount < queryDefaults.retries;
}

/** 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(queryDefaults.firstRetryDelay * 2 ** attemptIndex, queryDefaults.maxRetryDelay);
}

/**
 * The QueryClient of the site with the contract's defaults. The host creates the only one; a
 * standalone remote creates its own because no host is there.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryDefaults.gcTime,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: 0 },
    },
  });
}
