import {
  centsToUsd,
  certificateCheckoutType,
  formatCount,
  formatDateTime,
  formatUsd,
  usdToCents,
  type RetirementKind,
} from '@commons/shared/domain';
import type { CheckoutRecord } from '@commons/shared/schemas';
import { PagedTable, type Column } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { useCheckoutRecords } from '../api/get-checkout-records';
import { Figure, Money, SignedMoney } from './cells';
import { CertificateButton } from './certificate-button';
import { RetiredCell } from './retired-cell';

const Note = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * What the user paid for a checkout: the credits and the fee together
 * (docs/product-rules.md#figures-and-limits), summed in cents.
 */
export const paidUsd = ({ amount, fee }: CheckoutRecord) => centsToUsd(usdToCents(amount) + usdToCents(fee));

/** How the tab names what a checkout bought (a monthly offset is not a purchase). */
const kindLabels: Record<RetirementKind, string> = { CHECKOUT: 'Credit purchase', MONTHLY_OFFSET: 'Monthly offset', PLAN: 'Monthly plan' };

/** The row's type in words; a checkout whose retirement cannot be read is just a checkout. */
export const checkoutTypeLabel = (record: CheckoutRecord): string =>
  (record.retirementKind && kindLabels[record.retirementKind]) ?? 'Checkout';

/** The amount paid, money out, with the credits and the fee it is made of under it: the popup's figures. */
function PaidAmount({ record }: { record: CheckoutRecord }) {
  return (
    <>
      <SignedMoney amount={paidUsd(record)} direction="out" />
      <Note>
        Credits {formatUsd(record.amount)} + mark-up {formatUsd(record.fee)}
      </Note>
    </>
  );
}

const columns: Column<CheckoutRecord>[] = [
  { header: 'Date', cell: (record) => formatDateTime(record.checkOutDate) },
  { header: 'Type', cell: checkoutTypeLabel },
  { header: 'Year and Project', cell: (record) => <RetiredCell record={record} /> },
  { header: 'Quantity', cell: (record) => <Figure>{formatCount(record.quantity)} t</Figure> },
  { header: 'Beginning Balance', cell: (record) => <Money amount={record.beginningBalance} /> },
  { header: 'Amount', cell: (record) => <PaidAmount record={record} /> },
  { header: 'Ending Balance', cell: (record) => <Money amount={record.endingBalance} /> },
  {
    header: 'Certificate',
    cell: (record) =>
      record.checkOutType === certificateCheckoutType ? <CertificateButton checkoutId={record.checkoutId} /> : '-',
  },
];

/** The Checkout tab: carbon credits paid from the wallet, each with what it retired. */
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
