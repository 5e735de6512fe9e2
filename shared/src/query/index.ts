export { createQueryClient, queryDefaults, retryDelay, shouldRetryQuery } from './create-query-client';
