import { LoadFailed, Spinner } from '@commons/shared/ui';
import { Table, type Column } from '@commons/shared/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key } from 'react';

/** A table of a list read whole (not paged): a spinner while it loads, a retry if it failed. */
export function QueryTable<Row>({
  query,
  caption,
  columns,
  rowKey,
  emptyText,
}: {
  query: UseQueryResult<Row[]>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
  emptyText: string;
}) {
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()}>This list could not be loaded.</LoadFailed>;
  if (query.isPending) return <Spinner label="Loading" />;
  return <Table caption={caption} columns={columns} rows={query.data} rowKey={rowKey} emptyText={emptyText} />;
}
