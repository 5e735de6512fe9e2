import type { AuditEvent, AuditEventsPage } from '@commons/shared/schemas';
import { LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { Table, type Column, type TableSorting } from '@commons/shared/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { AuditChange } from './audit-change';

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

/** A moment in UTC, as the filters' days are: `2026-03-01 09:00 UTC`. */
const inUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const columns: Column<AuditEvent>[] = [
  { header: 'When', cell: (e) => <time dateTime={e.at}>{inUtc(e.at)}</time>, sortKey: 'at' },
  {
    header: 'Who',
    sortKey: 'actor',
    cell: (e) => (
      <>
        {e.actorName}
        <Muted>{e.actorKind === 'staff' ? 'staff member' : 'automation'}</Muted>
      </>
    ),
  },
  { header: 'What', cell: (e) => e.kind, sortKey: 'kind' },
  { header: 'Target', cell: (e) => e.target, sortKey: 'target' },
  { header: 'Reason', cell: (e) => e.reason ?? <Muted>None given</Muted> },
  { header: 'Change', cell: (e) => <AuditChange event={e} /> },
];

/** Why a filtered list could not be loaded: the server's own words when it sent some. */
const failureText = (error: unknown) =>
  error instanceof Error && error.message ? `The audit could not be loaded: ${error.message}` : 'The audit could not be loaded.';

/**
 * One page of the audit matching the filters, as the server sorts it (newest first unless a
 * header says otherwise): a table (cards when narrow), the pager, a spinner on the first load,
 * the server's error with Try Again.
 */
export function AuditEventsTable({ query, sorting, onPage }: { query: UseQueryResult<AuditEventsPage>; sorting: TableSorting; onPage: (page: number) => void }) {
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()}>{failureText(query.error)}</LoadFailed>;
  if (query.isPending) return <Spinner label="Loading the audit" />;
  return (
    <Stack $gap={12}>
      <Table caption="Audit events" columns={columns} rows={query.data.events} rowKey={(e) => e.id} emptyText="No audit events match these filters" sorting={sorting} />
      <Pager label="Pages of audit events" {...positionOf(query.data)} onPage={onPage} />
    </Stack>
  );
}
