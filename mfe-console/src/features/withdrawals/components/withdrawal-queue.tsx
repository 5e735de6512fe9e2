import { formatDateTime, formatUsd } from '@commons/shared/domain';
import { withdrawalQueueFilters, type QueuedWithdrawal, type WithdrawalQueueFilter, type WithdrawalQueueQueryInput } from '@commons/shared/schemas';
import { Button, LoadFailed, PageTitle, Spinner, Stack } from '@commons/shared/ui';
import { missing } from '@commons/shared/ui-kit';
import { Table, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { useTableUrl } from '../../../components/table-url';
import { useWithdrawalQueue } from '../api/get-withdrawal-queue';
import type { WithdrawalAction } from '../api/decide-withdrawal';
import { DecisionDialog } from './decision-dialog';
import { QueueFilters, statusLabels } from './queue-filters';
import { Amount, Decision, Email, RequestId, Status } from './withdrawal-cells';

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const columns: Column<QueuedWithdrawal>[] = [
  { header: 'Request', cell: (request) => <RequestId id={request.requestId} /> },
  { header: 'Account', cell: (request) => <Email address={request.email} />, sortKey: 'email' },
  { header: 'Amount', cell: (request) => <Amount amount={request.amount} />, sortKey: 'amount' },
  { header: 'Paid to', cell: (request) => request.paidTo ?? missing },
  { header: 'Status', cell: (request) => <Status status={request.status} />, sortKey: 'status' },
  { header: 'Requested', cell: (request) => formatDateTime(request.requestedAt), sortKey: 'requested' },
  { header: 'Decision', cell: (request) => <Decision request={request} />, sortKey: 'decided' },
];

const filters = ['status', 'q'] as const;

/** The status the address names, pending (the server's too) when it names none it knows. */
const statusOf = (status: string | undefined): WithdrawalQueueFilter =>
  withdrawalQueueFilters.find((known) => known === status) ?? 'PENDING';

/**
 * The operator's withdrawal queue: pending requests oldest first unless the address says
 * otherwise (the server filters, sorts and pages; a header sorts), each pending one with
 * Approve and Reject, both behind a confirmation that names the amount and the account.
 */
export function WithdrawalQueue() {
  const table = useTableUrl(filters, { sort: 'requested', order: 'asc' });
  const [deciding, setDeciding] = useState<{ action: WithdrawalAction; request: QueuedWithdrawal } | null>(null);
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const query = useWithdrawalQueue(table.view as WithdrawalQueueQueryInput);
  const status = statusOf(table.view.status);
  const actions: Column<QueuedWithdrawal> = {
    header: 'Actions',
    cell: (request) =>
      request.status === 'PENDING' && (
        <Actions>
          {(['approve', 'reject'] as const).map((action) => (
            <Button
              key={action}
              variant={action === 'approve' ? 'primary' : 'secondary'}
              aria-label={`${action === 'approve' ? 'Approve' : 'Reject'} the withdrawal of ${formatUsd(request.amount)} for ${request.email}`}
              onClick={() => setDeciding({ action, request })}
            >
              {action === 'approve' ? 'Approve' : 'Reject'}
            </Button>
          ))}
        </Actions>
      ),
  };
  return (
    <Stack $gap={20}>
      <PageTitle>Withdrawals</PageTitle>
      <Intro>Approving pays the amount out and asks for your app's current code; rejecting returns it to the balance. Either needs a reason.</Intro>
      <QueueFilters view={{ status, q: table.view.q ?? '' }} onChange={table.change} />
      {query.isPending ? (
        <Spinner label="Loading the withdrawal requests" />
      ) : query.isError && !query.data ? (
        <LoadFailed onRetry={() => void query.refetch()}>The withdrawal requests could not be loaded.</LoadFailed>
      ) : (
        <Stack $gap={12}>
          <Table
            caption={`Withdrawal requests: ${statusLabels[status].toLowerCase()}`}
            columns={[...columns, actions]}
            rows={query.data.withdrawals}
            rowKey={(request) => request.requestId}
            emptyText={status === 'PENDING' && !table.view.q ? 'No withdrawal requests wait for a decision' : 'No withdrawal requests match these filters'}
            sorting={table.sorting}
          />
          <Pager label="Pages of withdrawal requests" {...positionOf(query.data)} onPage={table.onPage} />
        </Stack>
      )}
      {deciding && <DecisionDialog action={deciding.action} request={deciding.request} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}
