import type { TopUpWithdrawalRecord } from '@commons/shared/schemas';
import { formatDateTime, usdToCents } from '@commons/shared/domain';
import { PagedTable, type Column } from '@commons/shared/ui-kit';
import { useTopUpWithdrawalRecords } from '../api/get-top-up-withdrawal-records';
import { Money, recordTypeLabel, SignedMoney, type Direction } from './cells';

/** Money in or out, read from the balances so that a type this version does not know still signs right. */
const directionOf = (record: TopUpWithdrawalRecord): Direction =>
  usdToCents(record.endingBalance) >= usdToCents(record.beginningBalance) ? 'in' : 'out';

const columns: Column<TopUpWithdrawalRecord>[] = [
  { header: 'Date', cell: (record) => formatDateTime(record.date) },
  { header: 'Type', cell: (record) => recordTypeLabel(record.type) },
  { header: 'Beginning Balance', cell: (record) => <Money amount={record.beginningBalance} /> },
  { header: 'Amount', cell: (record) => <SignedMoney amount={record.amount} direction={directionOf(record)} /> },
  { header: 'Ending Balance', cell: (record) => <Money amount={record.endingBalance} /> },
];

/** The Completed tab: top-ups (money in) and withdrawals (money out) that changed the balance. */
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
