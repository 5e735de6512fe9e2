import { LoadFailed, Spinner } from '@commons/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The loading and error states of one query, then `children` with its data: a spinner while the
 * first reply is on its way, and a way to try again when it failed (the API client has already
 * toasted why). Data already on screen stays there while a refresh fails.
 */
export function QueryState<Data>({ query, what, children }: {
  query: UseQueryResult<Data>;
  /** What failed to load, for the error line: "Your records". */
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()}>{what} could not be loaded.</LoadFailed>;
  return <Spinner label="Loading" />;
}
