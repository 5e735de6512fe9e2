import { buyerMayCancel, formatCreditorReference, formatDateTime, formatUsd, unpaidOrderStates } from '@commons/shared/domain';
import { useOpenCertificate } from '@commons/shared/query';
import type { BankTransferOrder } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { PagedTable, type Column } from '@commons/shared/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { SectionTitle } from '../../../components/section-title';
import { useBankTransferOrders } from '../api/get-bank-transfer-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStateChip } from './order-state-chip';
import { formatTonnes } from './purchase-figures';

/** A part of its own under the records' table, set apart from it. */
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

/** A reference reads in groups of four; on a phone's card it wraps between groups, never inside one. */
const Reference = styled.span`
  font-variant-numeric: tabular-nums;
`;

type OrderDialog = { dialog: 'details' | 'cancel'; order: BankTransferOrder };

/** What can be done with an order: see how to pay it while unpaid, cancel it while awaiting payment, open its certificate once paid. */
function OrderActions({ order, onOpen }: { order: BankTransferOrder; onOpen: (open: OrderDialog) => void }) {
  const certificate = useOpenCertificate();
  const { checkoutId } = order;
  return (
    <Actions>
      {unpaidOrderStates.includes(order.state) && (
        <Button variant="ghost" aria-label={`Transfer details of order ${order.reference}`} onClick={() => onOpen({ dialog: 'details', order })}>
          Transfer details
        </Button>
      )}
      {buyerMayCancel(order.state) && (
        <Button variant="ghost" aria-label={`Cancel order ${order.reference}`} onClick={() => onOpen({ dialog: 'cancel', order })}>
          Cancel order
        </Button>
      )}
      {order.state === 'paid' && checkoutId && (
        <Button variant="ghost" busy={certificate.isPending} aria-label={`View certificate of order ${order.reference}`} onClick={() => certificate.open(checkoutId)}>
          View Certificate
        </Button>
      )}
    </Actions>
  );
}

/**
 * The account's orders paid by bank transfer under Carbon Credits, newest first, with their state
 * (docs/product-rules.md#bank-transfer-orders): an open one shows its details again, one awaiting
 * payment may be cancelled, a paid one opens its certificate.
 */
export function BankTransferOrders() {
  const orders = useBankTransferOrders();
  const [open, setOpen] = useState<OrderDialog | null>(null);
  const heading = useId();
  const close = () => setOpen(null);
  const columns: Column<BankTransferOrder>[] = [
    { header: 'Placed', cell: (order) => formatDateTime(order.createdAt) },
    { header: 'Year and Project', cell: (order) => `${order.year} · ${order.projectName}` },
    { header: 'Quantity', cell: (order) => formatTonnes(order.quantity) },
    { header: 'Amount', cell: (order) => formatUsd(order.amount) },
    { header: 'Reference', cell: (order) => <Reference>{formatCreditorReference(order.reference)}</Reference> },
    { header: 'State', cell: (order) => <OrderStateChip state={order.state} /> },
    { header: 'Action', cell: (order) => <OrderActions order={order} onOpen={setOpen} /> },
  ];
  return (
    <Section aria-labelledby={heading}>
      <SectionTitle id={heading}>Bank-transfer orders</SectionTitle>
      <PagedTable query={orders} caption="Bank-transfer orders" columns={columns} rowKey={(order) => order.orderId} />
      {open?.dialog === 'details' && <OrderDetailsDialog order={open.order} onClose={close} />}
      {open?.dialog === 'cancel' && <CancelOrderDialog order={open.order} onClose={close} />}
    </Section>
  );
}
