import { operationalDataStatuses } from '@commons/shared/domain';
import type { ReviewRecord, ReviewRecordsQueryInput } from '@commons/shared/schemas';
import { Stack } from '@commons/shared/ui';
import { Table, type Column } from '@commons/shared/ui-kit';
import { Pager, positionOf } from '../../../components/pager';
import { TableFilters } from '../../../components/table-filters';
import { TableSearch } from '../../../components/table-search';
import { useReviewRecords } from '../api/get-review-records';
import { ListState } from './list-state';
import { RecordDecision } from './record-decision';
import { useReviewTable } from './review-table';
import { StatusFilter, statusToAsk } from './status-filter';

const tonnes = (value: number | null) => (value === null ? '-' : `${value} t`);

/**
 * Yearly data by status (the ESTIMATED ones first shown), newest year first unless a header says
 * otherwise, searched by email: paged, sorted and filtered by the server, the view kept in the address.
 */
export function RecordsTab() {
  const table = useReviewTable({ sort: 'year', order: 'desc' });
  const status = statusToAsk(table.view.status, 'ESTIMATED');
  const query = useReviewRecords({ ...table.query, status } as ReviewRecordsQueryInput);

  const columns: Column<ReviewRecord>[] = [
    { header: 'Account', cell: (row) => row.email, sortKey: 'email' },
    { header: 'Year', cell: (row) => row.year, sortKey: 'year' },
    { header: 'Status', cell: (row) => row.status, sortKey: 'status' },
    { header: 'Estimated', cell: (row) => tonnes(row.estimatedEmissions), sortKey: 'estimated' },
    { header: 'Actual', cell: (row) => tonnes(row.emissions), sortKey: 'actual' },
    { header: 'Review', cell: (row) => (row.status === 'ESTIMATED' ? <RecordDecision record={row} /> : '-') },
  ];

  return (
    <Stack>
      <TableFilters>
        <StatusFilter statuses={operationalDataStatuses} value={status} onChange={(next) => table.change({ status: next })} />
        <TableSearch key={table.view.q ?? ''} name="Search the yearly data" label="Account" hint="Part of an email, any case" value={table.view.q ?? ''} onSearch={(q) => table.change({ q })} />
      </TableFilters>
      <ListState query={query} what="yearly data">
        {(data) => (
          <Stack>
            <Table
              caption="Yearly data"
              columns={columns}
              rows={data.records}
              rowKey={(row) => row.operationalDataId}
              emptyText={table.view.q ? 'No yearly data match these filters' : 'No yearly data with this status'}
              sorting={table.sorting}
            />
            <Pager label="Pages of yearly data" {...positionOf(data)} onPage={table.onPage} />
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
