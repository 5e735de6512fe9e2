import { operationalDataStatuses } from '@commons/shared/domain';
import type { ReviewRecord } from '@commons/shared/schemas';
import { Select, Stack, Table, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReviewRecords } from '../api/get-review-records';
import { ListState } from './list-state';
import { Pager } from '../../../components/pager';
import { RecordDecision } from './record-decision';

const Filter = styled.div`
  max-width: 280px;
`;

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
      <Filter>
        <Select
          label="Status"
          options={operationalDataStatuses}
          placeholder="All statuses"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        />
      </Filter>
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
