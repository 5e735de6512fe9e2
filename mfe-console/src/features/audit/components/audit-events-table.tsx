import type { AuditEvent } from '@commons/shared/schemas';
import { LoadFailed, LoadMore, Spinner, Table, type Column } from '@commons/shared/ui';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { AuditChange } from './audit-change';

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

/** A moment in UTC, as the filters' days are: `2026-03-01 09:00 UTC`. */
const inUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const columns: Column<AuditEvent>[] = [
  { header: 'When', cell: (e) => <time dateTime={e.at}>{inUtc(e.at)}</time> },
  {
    header: 'Who',
    cell: (e) => (
      <>
        {e.actorName}
        <Muted>{e.actorKind === 'staff' ? 'staff member' : 'automation'}</Muted>
      </>
    ),
  },
  { header: 'What', cell: (e) => e.kind },
  { header: 'Target', cell: (e) => e.target },
  { header: 'Reason', cell: (e) => e.reason ?? <Muted>None given</Muted> },
  { header: 'Change', cell: (e) => <AuditChange event={e} /> },
];

/** Why a filtered list could not be loaded: the server's own words when it sent some. */
const failureText = (error: unknown) =>
  error instanceof Error && error.message ? `The audit could not be loaded: ${error.message}` : 'The audit could not be loaded.';

/**
 * The audit matching the filters, newest first: a table (cards when narrow), "Load More" while
 * the server has older events, a spinner on the first page, the server's error with Try Again.
 */
export function AuditEventsTable({ query }: { query: UseInfiniteQueryResult<AuditEvent[]> }) {
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()}>{failureText(query.error)}</LoadFailed>;
  if (query.isPending) return <Spinner label="Loading the audit" />;
  return (
    <>
      <Table caption="Audit events, newest first" columns={columns} rows={query.data} rowKey={(e) => e.id} emptyText="No audit events match these filters" />
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </>
  );
}
