import { formatCreditorReference, formatUsd } from '@commons/shared/domain';
import type { ProviderOrder } from '@commons/shared/schemas';
import type { FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMarkOrder } from '../api/mark-order';

/** The confirmation of "Mark in progress": it names the order and says the buyer is told. */
export function MarkInProgressDialog({ order, onClose }: { order: ProviderOrder; onClose: () => void }) {
  const mark = useMarkOrder();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mark.send({ mark: 'in_progress', order }, { onSuccess: onClose });
  };
  return (
    <ConfirmDialog
      title="Mark order in progress"
      description={`Mark the order ${formatCreditorReference(order.reference)} of ${formatUsd(order.amount)} (${order.quantity} t of ${order.projectName}) in progress? The buyer is told by email that their transfer is being checked.`}
      confirm="Mark in progress"
      busyConfirm="Marking"
      busy={mark.busy}
      refusal={mark.error?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      {null}
    </ConfirmDialog>
  );
}
