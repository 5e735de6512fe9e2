import { LoadFailed, Spinner } from '@commons/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A list's loading and failed states; its rows (and empty state) once it has them. */
export function ListState<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()}>The {what} could not be loaded.</LoadFailed>;
  return <Spinner label={`Loading the ${what}`} />;
}
