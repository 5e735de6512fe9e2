export { createQueryClient, queryDefaults, retryDelay, shouldRetryQuery } from './create-query-client';
export { useCurrentUser, useCurrentUserActions, type CurrentUserActions } from './current-user';
