import type { WithdrawalList } from '@commons/shared/api';
import type { WithdrawalRequest } from '@commons/shared/schemas';
import { formatDateTime } from '@commons/shared/domain';
import { Button } from '@commons/shared/ui';
import { orMissing } from '@commons/shared/ui-kit';
import { PagedTable, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import { useWithdrawalRequests } from '../api/get-withdrawal-requests';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog';
import { Money, StatusPill } from './cells';

const columns: Column<WithdrawalRequest>[] = [
  { header: 'Requested Date', cell: (request) => formatDateTime(request.requestedDate) },
  { header: 'Amount', cell: (request) => <Money amount={request.amount} /> },
  { header: 'Status', cell: (request) => <StatusPill status={request.status} /> },
  { header: 'Paid To', cell: (request) => orMissing(request.paidTo) },
];

/** The pending requests, each with its Cancel; the rejected (and cancelled) ones, read only. */
export function WithdrawalRequestsTable({ list }: { list: WithdrawalList }) {
  const [cancelling, setCancelling] = useState<WithdrawalRequest | null>(null);
  const actions: Column<WithdrawalRequest> = {
    header: 'Action',
    cell: (request) => (
      <Button variant="secondary" aria-label={`Cancel withdrawal request of ${formatDateTime(request.requestedDate)}`} onClick={() => setCancelling(request)}>
        Cancel
      </Button>
    ),
  };
  return (
    <>
      <PagedTable
        query={useWithdrawalRequests(list)}
        caption={`${list === 'pending' ? 'Pending' : 'Rejected'} withdrawal requests`}
        columns={list === 'pending' ? [...columns, actions] : columns}
        rowKey={(request) => request.requestId}
      />
      {cancelling && <CancelWithdrawalDialog request={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
