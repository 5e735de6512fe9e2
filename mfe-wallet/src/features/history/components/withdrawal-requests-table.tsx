import type { WithdrawalList } from '@commons/shared/api';
import type { WithdrawalRequest } from '@commons/shared/schemas';
import { formatDateTime } from '@commons/shared/domain';
import { PagedTable, type Column } from '@commons/shared/ui';
import { useWithdrawalRequests } from '../api/get-withdrawal-requests';
import { Money, StatusPill } from './cells';

const columns: Column<WithdrawalRequest>[] = [
  { header: 'Requested Date', cell: (request) => formatDateTime(request.requestedDate) },
  { header: 'Amount', cell: (request) => <Money amount={request.amount} /> },
  { header: 'Status', cell: (request) => <StatusPill status={request.status} /> },
];

/** The pending or the rejected withdrawal requests. */
export function WithdrawalRequestsTable({ list }: { list: WithdrawalList }) {
  return (
    <PagedTable
      query={useWithdrawalRequests(list)}
      caption={`${list === 'pending' ? 'Pending' : 'Rejected'} withdrawal requests`}
      columns={columns}
      rowKey={(request) => request.requestId}
    />
  );
}
