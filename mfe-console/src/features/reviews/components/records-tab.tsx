import { operationalDataStatuses } from '@commons/shared/domain';
import type { ReviewRecord } from '@commons/shared/schemas';
import { Stack, Table, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { useReviewRecords } from '../api/get-review-records';
import { ListState } from './list-state';
import { RecordDecision } from './record-decision';
import { StatusFilter } from './status-filter';

const tonnes = (value: number | null) => (value === null ? '-' : `${value} t`);

/** Yearly data by status (the ESTIMATED ones first shown), paged by the server. */
export function RecordsTab() {
  const [status, setStatus] = useState<string>('ESTIMATED');
  const [page, setPage] = useState(1);
  const query = useReviewRecords({ status: status as ReviewRecord['status'] | '', page: String(page) });

  const columns: Column<ReviewRecord>[] = [
    { header: 'Account', cell: (row) => row.email },
    { header: 'Year', cell: (row) => row.year },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Estimated', cell: (row) => tonnes(row.estimatedEmissions) },
    { header: 'Actual', cell: (row) => tonnes(row.emissions) },
    { header: 'Review', cell: (row) => (row.status === 'ESTIMATED' ? <RecordDecision record={row} /> : '-') },
  ];

  return (
    <Stack>
      <StatusFilter
        statuses={operationalDataStatuses}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <ListState query={query} what="yearly data">
        {(data) => (
          <Stack>
            <Table caption="Yearly data" columns={columns} rows={data.records} rowKey={(row) => row.operationalDataId} emptyText="No yearly data with this status" />
            <Pager label="Pages of yearly data" page={data.page} pageCount={data.pageCount} total={data.total} onPage={setPage} />
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
