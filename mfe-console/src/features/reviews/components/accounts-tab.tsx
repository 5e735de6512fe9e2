import { accountStatuses, formatDateTime } from '@commons/shared/domain';
import type { ReviewAccount } from '@commons/shared/schemas';
import { Button, Card, Stack, Table, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager } from '../../../components/pager';
import { useReviewAccounts } from '../api/get-review-accounts';
import { AccountDetail } from './account-detail';
import { ListState } from './list-state';
import { StatusFilter } from './status-filter';

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

/** Accounts by status (those under review first shown), paged by the server; one opens below the list. */
export function AccountsTab() {
  const [status, setStatus] = useState<string>('REVIEWING');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const query = useReviewAccounts({ status: status as ReviewAccount['status'] | '', page: String(page) });

  const columns: Column<ReviewAccount>[] = [
    { header: 'Email', cell: (row) => row.email },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Signed up', cell: (row) => formatDateTime(row.createdAt) },
    {
      header: 'Review',
      cell: (row) => (
        <Button variant="secondary" onClick={() => setOpened(row.email)} aria-label={`Open ${row.email}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <StatusFilter
        statuses={accountStatuses}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <ListState query={query} what="accounts">
        {(data) => (
          <Stack>
            <Table caption="Accounts" columns={columns} rows={data.accounts} rowKey={(row) => row.email} emptyText="No accounts with this status" />
            <Pager label="Pages of accounts" page={data.page} pageCount={data.pageCount} total={data.total} onPage={setPage} />
          </Stack>
        )}
      </ListState>
      {opened && (
        <Card aria-labelledby="opened-account">
          <Heading id="opened-account">{opened}</Heading>
          <AccountDetail email={opened} />
        </Card>
      )}
    </Stack>
  );
}
