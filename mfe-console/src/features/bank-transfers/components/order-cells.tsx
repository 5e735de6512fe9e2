import { bankTransferOrderStateLabels, formatCreditorReference, formatDateTime, formatUsd, type BankTransferOrderState } from '@commons/shared/domain';
import type { ProviderOrder } from '@commons/shared/schemas';
import { BadgeChip, type ChipTone } from '@commons/shared/ui-kit';
import styled from 'styled-components';

const Code = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.85rem;
`;

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Each moment under its name: a narrow table column wraps a date between its day and its time, not word by word. */
const Dates = styled.dl`
  margin: 0;
  font-size: 0.85rem;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0 0 4px; }
`;

const tones: Record<BankTransferOrderState, ChipTone> = { awaiting_payment: 'neutral', in_progress: 'neutral', paid: 'success', cancelled: 'danger' };

/** A reference as printed on the transfer details, in groups of four, each group kept whole. */
export const Reference = ({ reference }: { reference: string }) => <Code>{formatCreditorReference(reference)}</Code>;

export const Amount = ({ amount }: { amount: number }) => <Figure>{formatUsd(amount)}</Figure>;

export const Tonnes = ({ quantity }: { quantity: number }) => <Figure>{quantity} t</Figure>;

export const State = ({ state }: { state: BankTransferOrderState }) => <BadgeChip tone={tones[state]}>{bankTransferOrderStateLabels[state]}</BadgeChip>;

/** Who cancelled an order, in words. */
const cancelledBy = { buyer: 'by the buyer', expiry: 'unpaid after 90 days' } as const;

/** The moments an order has reached: ordered, in progress, paid or cancelled, and when it lapses while unpaid. */
export function OrderDates({ order }: { order: ProviderOrder }) {
  const unpaid = order.state === 'awaiting_payment' || order.state === 'in_progress';
  return (
    <Dates>
      <dt>Ordered</dt>
      <dd>{formatDateTime(order.createdAt)}</dd>
      {order.inProgressAt && (
        <>
          <dt>In progress</dt>
          <dd>{formatDateTime(order.inProgressAt)}</dd>
        </>
      )}
      {order.paidAt && (
        <>
          <dt>Paid</dt>
          <dd>{formatDateTime(order.paidAt)}</dd>
        </>
      )}
      {order.cancelledAt && (
        <>
          <dt>Cancelled</dt>
          <dd>
            {formatDateTime(order.cancelledAt)}
            {order.cancelledBy && `, ${cancelledBy[order.cancelledBy]}`}
          </dd>
        </>
      )}
      {unpaid && (
        <>
          <dt>Lapses</dt>
          <dd>{formatDateTime(order.expiresAt)}</dd>
        </>
      )}
    </Dates>
  );
}
