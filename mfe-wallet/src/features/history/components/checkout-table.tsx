import {
  centsToUsd,
  certificateCheckoutType,
  formatCount,
  formatDateTime,
  formatUsd,
  usdToCents,
} from '@commons/shared/domain';
import type { CheckoutRecord } from '@commons/shared/schemas';
import { PagedTable, type Column } from '@commons/shared/ui';
import styled from 'styled-components';
import { useCheckoutRecords } from '../api/get-checkout-records';
import { Figure, Money } from './cells';
import { CertificateButton } from './certificate-button';

const FeeNote = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** What the user paid for a checkout: the credits and the fee together (section 9), summed in cents. */
export const paidUsd = ({ amount, fee }: CheckoutRecord) => centsToUsd(usdToCents(amount) + usdToCents(fee));

/** The amount paid, with the fee named under it. */
function PaidAmount({ record }: { record: CheckoutRecord }) {
  return (
    <>
      <Figure>{formatUsd(paidUsd(record))}</Figure>
      {record.fee !== 0 && <FeeNote>incl. {formatUsd(record.fee)} fee</FeeNote>}
    </>
  );
}

const columns: Column<CheckoutRecord>[] = [
  { header: 'Date', cell: (record) => formatDateTime(record.checkOutDate) },
  { header: 'Type', cell: (record) => record.checkOutType },
  { header: 'Quantity', cell: (record) => <Figure>{formatCount(record.quantity)}</Figure> },
  { header: 'Beginning Balance', cell: (record) => <Money amount={record.beginningBalance} /> },
  { header: 'Amount', cell: (record) => <PaidAmount record={record} /> },
  { header: 'Ending Balance', cell: (record) => <Money amount={record.endingBalance} /> },
  {
    header: 'Certificate',
    cell: (record) =>
      record.checkOutType === certificateCheckoutType ? <CertificateButton checkoutId={record.checkoutId} /> : '-',
  },
];

/** The Checkout tab: carbon credits paid from the wallet. */
export function CheckoutTable() {
  return (
    <PagedTable
      query={useCheckoutRecords()}
      caption="Carbon-credit checkouts"
      columns={columns}
      rowKey={(record) => record.recordId}
    />
  );
}
