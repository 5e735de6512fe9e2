import { ApiError } from '../api/api-error';
import { createQueryClient, retryDelay, shouldRetryQuery } from './create-query-client';

describe('createQueryClient', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();

  it('should keep unused data for 5 minutes and refetch on window focus', () => {
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
  });

  it('should never retry a mutation', () => {
    expect(mutations?.retry).toBe(0);
  });

  it('should retry a query three times, doubling the delay from 1 s up to 30 s', () => {
    expect(queries?.retryDelay).toBe(retryDelay);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const serverError = new ApiError('Server error occured, please try again', 503);
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, serverError))).toEqual([true, true, true, false]);
  });

  it('should retry network failures but not 4xx replies', () => {
    expect(shouldRetryQuery(0, new ApiError('Error occured, please try again', 0))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('Unauthenticated', 401))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Not found', 404))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it("should not retry a 4xx thrown by another app's copy of the API client", () => {
    // What a remote's ApiError is to the host's query client: the same shape, another class.
    class RemoteApiError extends Error {
      override readonly name = 'ApiError';
      constructor(message: string, readonly status: number) {
        super(message);
      }
    }
    expect(shouldRetryQuery(0, new RemoteApiError('No certificate has this id', 404))).toBe(false);
    expect(shouldRetryQuery(0, new RemoteApiError('Server error occured, please try again', 503))).toBe(true);
  });

  it('should not retry a cancelled fetch', () => {
    expect(shouldRetryQuery(0, new DOMException('This operation was aborted', 'AbortError'))).toBe(false);
  });
});
