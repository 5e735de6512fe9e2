import { accountStatuses, formatDateTime } from '@commons/shared/domain';
import type { ReviewAccount, ReviewAccountsQueryInput } from '@commons/shared/schemas';
import { Button, Card, Stack } from '@commons/shared/ui';
import { Table, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { TableFilters } from '../../../components/table-filters';
import { TableSearch } from '../../../components/table-search';
import { useReviewAccounts } from '../api/get-review-accounts';
import { AccountDetail } from './account-detail';
import { ListState } from './list-state';
import { useReviewTable } from './review-table';
import { StatusFilter, statusToAsk } from './status-filter';

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

/**
 * Accounts by status (those under review first shown), oldest first unless a header says
 * otherwise, searched by email or name: paged, sorted and filtered by the server, the view kept
 * in the address. One opens below the list.
 */
export function AccountsTab() {
  const table = useReviewTable({ sort: 'created', order: 'asc' });
  const [opened, setOpened] = useState<string | null>(null);
  const status = statusToAsk(table.view.status, 'REVIEWING');
  const query = useReviewAccounts({ ...table.query, status } as ReviewAccountsQueryInput);

  const columns: Column<ReviewAccount>[] = [
    { header: 'Email', cell: (row) => row.email, sortKey: 'email' },
    { header: 'Name', cell: (row) => row.name, sortKey: 'name' },
    { header: 'Status', cell: (row) => row.status, sortKey: 'status' },
    { header: 'Signed up', cell: (row) => formatDateTime(row.createdAt), sortKey: 'created' },
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
      <TableFilters>
        <StatusFilter statuses={accountStatuses} value={status} onChange={(next) => table.change({ status: next })} />
        <TableSearch key={table.view.q ?? ''} name="Search the accounts" label="Account" hint="Part of an email or a name, any case" value={table.view.q ?? ''} onSearch={(q) => table.change({ q })} />
      </TableFilters>
      <ListState query={query} what="accounts">
        {(data) => (
          <Stack>
            <Table
              caption="Accounts"
              columns={columns}
              rows={data.accounts}
              rowKey={(row) => row.email}
              emptyText={table.view.q ? 'No accounts match these filters' : 'No accounts with this status'}
              sorting={table.sorting}
            />
            <Pager label="Pages of accounts" {...positionOf(data)} onPage={table.onPage} />
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
