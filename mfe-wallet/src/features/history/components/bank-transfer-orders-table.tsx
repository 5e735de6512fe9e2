import {
  bankTransferOrderStateLabels,
  formatCount,
  formatCreditorReference,
  formatDateTime,
  type BankTransferOrderState,
} from '@commons/shared/domain';
import type { BankTransferOrder } from '@commons/shared/schemas';
import { BadgeChip, PagedTable, type Column } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { useBankTransferOrders } from '../api/get-bank-transfer-orders';
import { Figure, Money } from './cells';
import { CertificateButton } from './certificate-button';

const Intro = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A reference in groups of four, wrapping between groups on a phone's card rather than leaving it. */
const Reference = styled.span`
  font-variant-numeric: tabular-nums;
`;

const When = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** When an order reached its state: placed, taken in hand, paid or cancelled (by the buyer or after 90 days). */
function reachedAt(order: BankTransferOrder): string {
  const at: Record<BankTransferOrderState, string | null> = {
    awaiting_payment: order.createdAt,
    in_progress: order.inProgressAt,
    paid: order.paidAt,
    cancelled: order.cancelledAt,
  };
  const when = at[order.state];
  if (!when) return '';
  const unpaid = order.state === 'cancelled' && order.cancelledBy === 'expiry' ? ' (unpaid)' : '';
  return `${formatDateTime(when)}${unpaid}`;
}

/** The state in words, green once paid, with when it was reached under it. */
function StateCell({ order }: { order: BankTransferOrder }) {
  return (
    <>
      <BadgeChip tone={order.state === 'paid' ? 'success' : 'neutral'}>{bankTransferOrderStateLabels[order.state]}</BadgeChip>
      <When>{reachedAt(order)}</When>
    </>
  );
}

const columns: Column<BankTransferOrder>[] = [
  { header: 'Date', cell: (order) => formatDateTime(order.createdAt) },
  { header: 'Year and Project', cell: (order) => `${order.year} · ${order.projectName}` },
  { header: 'Quantity', cell: (order) => <Figure>{formatCount(order.quantity)} t</Figure> },
  { header: 'Amount', cell: (order) => <Money amount={order.amount} /> },
  { header: 'Reference', cell: (order) => <Reference>{formatCreditorReference(order.reference)}</Reference> },
  { header: 'State', cell: (order) => <StateCell order={order} /> },
  {
    header: 'Certificate',
    cell: (order) => (order.state === 'paid' && order.checkoutId ? <CertificateButton checkoutId={order.checkoutId} /> : '-'),
  },
];

/**
 * The Bank Transfers tab (docs/product-rules.md#bank-transfer-orders): orders paid from the
 * buyer's bank, with their state. They never move the balance, so they are not rows of the
 * Checkout tab, whose every row runs from a beginning balance to an ending one.
 */
export function BankTransferOrdersTable() {
  return (
    <>
      <Intro>Orders paid by bank transfer do not change your wallet balance. Their transfer details are under Carbon Credits.</Intro>
      <PagedTable query={useBankTransferOrders()} caption="Bank-transfer orders" columns={columns} rowKey={(order) => order.orderId} />
    </>
  );
}
