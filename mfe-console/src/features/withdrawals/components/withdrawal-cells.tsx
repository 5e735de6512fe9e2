import { formatDateTime, formatUsd } from '@commons/shared/domain';
import type { QueuedWithdrawal } from '@commons/shared/schemas';
import { missing } from '@commons/shared/ui-kit';
import { BadgeChip, type ChipTone } from '@commons/shared/ui-kit';
import { Fragment } from 'react';
import styled from 'styled-components';
import { statusLabels } from './queue-filters';

const Id = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

const tones: Record<QueuedWithdrawal['status'], ChipTone> = { PENDING: 'neutral', COMPLETED: 'success', REJECTED: 'danger', CANCELLED: 'neutral' };

export const RequestId = ({ id }: { id: string }) => <Id>{id}</Id>;

/**
 * An account's email that a narrow column breaks only before its @ and its dots, so the queue's
 * columns, sortable headers and all, fit a desktop as a table rather than cards.
 */
export const Email = ({ address }: { address: string }) => (
  <>
    {address.split(/(?=[@.])/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </>
);

export const Amount = ({ amount }: { amount: number }) => <Figure>{formatUsd(amount)}</Figure>;

export const Status = ({ status }: { status: QueuedWithdrawal['status'] }) => <BadgeChip tone={tones[status]}>{statusLabels[status]}</BadgeChip>;

/** Who decided a request and when, and a rejection's reason; "-" while it is pending. */
export function Decision({ request }: { request: QueuedWithdrawal }) {
  if (!request.decidedAt) return <>{missing}</>;
  return (
    <>
      {request.decidedBy ?? missing}, {formatDateTime(request.decidedAt)}
      {request.rejectionReason && <Muted>Reason: {request.rejectionReason}</Muted>}
    </>
  );
}
