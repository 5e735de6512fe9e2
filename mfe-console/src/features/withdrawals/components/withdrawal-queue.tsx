import type { WithdrawalQueueView } from '@commons/shared/api';
import { formatDateTime, formatUsd } from '@commons/shared/domain';
import type { QueuedWithdrawal } from '@commons/shared/schemas';
import { Button, PagedTable, PageTitle, Stack, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useWithdrawalQueue } from '../api/get-withdrawal-queue';
import type { WithdrawalAction } from '../api/decide-withdrawal';
import { DecisionDialog } from './decision-dialog';
import { QueueFilters, statusLabels } from './queue-filters';
import { Amount, Decision, RequestId, Status } from './withdrawal-cells';

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
  { header: 'Account', cell: (request) => request.email },
  { header: 'Amount', cell: (request) => <Amount amount={request.amount} /> },
  { header: 'Status', cell: (request) => <Status status={request.status} /> },
  { header: 'Requested', cell: (request) => formatDateTime(request.requestedAt) },
  { header: 'Decision', cell: (request) => <Decision request={request} /> },
];

const defaultView: WithdrawalQueueView = { status: 'PENDING', sort: 'oldest' };

/**
 * The operator's withdrawal queue: pending requests oldest first unless the filters say
 * otherwise (the server filters, sorts and pages), each pending one with Approve and Reject,
 * both behind a confirmation that names the amount and the account.
 */
export function WithdrawalQueue() {
  const [view, setView] = useState(defaultView);
  const [deciding, setDeciding] = useState<{ action: WithdrawalAction; request: QueuedWithdrawal } | null>(null);
  const query = useWithdrawalQueue(view);
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
      <QueueFilters view={view} onChange={setView} />
      <PagedTable
        query={query}
        caption={`Withdrawal requests: ${statusLabels[view.status].toLowerCase()}, ${view.sort} first`}
        columns={[...columns, actions]}
        rowKey={(request) => request.requestId}
      />
      {deciding && <DecisionDialog action={deciding.action} request={deciding.request} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}
