import type { TopUpWithdrawalRecord } from '@commons/shared/schemas';
import { formatDateTime } from '@commons/shared/domain';
import { PagedTable, type Column } from '@commons/shared/ui';
import { useTopUpWithdrawalRecords } from '../api/get-top-up-withdrawal-records';
import { Money, recordTypeLabels } from './cells';

const columns: Column<TopUpWithdrawalRecord>[] = [
  { header: 'Date', cell: (record) => formatDateTime(record.date) },
  { header: 'Type', cell: (record) => recordTypeLabels[record.type] },
  { header: 'Beginning Balance', cell: (record) => <Money amount={record.beginningBalance} /> },
  { header: 'Amount', cell: (record) => <Money amount={record.amount} /> },
  { header: 'Ending Balance', cell: (record) => <Money amount={record.endingBalance} /> },
];

/** The Completed tab: top-ups and withdrawals that changed the balance. */
export function TopUpWithdrawalTable() {
  return (
    <PagedTable
      query={useTopUpWithdrawalRecords()}
      caption="Completed top-ups and withdrawals"
      columns={columns}
      rowKey={(record) => record.recordId}
    />
  );
}
