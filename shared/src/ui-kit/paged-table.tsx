import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Key } from 'react';
import { LoadFailed, Spinner } from '@commons/shared/ui';
import { LoadMore } from './load-more';
import { Table, type Column } from './table';

/** The Family Members table's empty state, which the contract quotes word for word. */
export const noDataText = 'NO DATA AVAILABLE';

/** The empty state of every other list: words a person reads, not a code. */
export const noRecordsText = 'No records yet';

/** Props of `PagedTable`. */
export interface PagedTableProps<Row> {
  /** A cursor list's query, its pages selected as one list of rows (`cursorListQueryOptions`). */
  query: UseInfiniteQueryResult<Row[]>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
}

/**
 * One cursor-paged list (docs/product-rules.md#screens): its rows so far as a table, then "Load
 * More" while the server has more. The first page shows a spinner; a list that could not load
 * offers to try again (the client has already toasted why).
 */
export function PagedTable<Row>({ query, caption, columns, rowKey }: PagedTableProps<Row>) {
  if (query.isError && !query.data) {
    return <LoadFailed onRetry={() => void query.refetch()}>This list could not be loaded.</LoadFailed>;
  }
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label="Loading" />;
  return (
    <>
      <Table caption={caption} columns={columns} rows={query.data ?? []} rowKey={rowKey} emptyText={noRecordsText} />
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
