import { formatDateTime } from '@commons/shared/domain';
import type { BankTransferOrder } from '@commons/shared/schemas';
import { Button, Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { useCancelBankTransferOrder } from '../api/cancel-bank-transfer-order';
import { formatTonnes } from './purchase-figures';

/**
 * Asks before an order awaiting payment is cancelled: its tonnes go back on sale, and money sent
 * for it afterwards is not matched to it (docs/product-rules.md#bank-transfer-orders).
 */
export function CancelOrderDialog({ order, onClose }: { order: BankTransferOrder; onClose: () => void }) {
  const cancel = useCancelBankTransferOrder();
  // A refusal (the provider took it in hand meanwhile) is toasted; the list then shows its state.
  const confirm = () => cancel.send(order.orderId, { onSettled: onClose });
  return (
    <Modal title="Cancel Order" onClose={onClose}>
      <Stack>
        <p>
          Cancel the order of {formatTonnes(order.quantity)} for {order.year} placed on {formatDateTime(order.createdAt)}? Its
          tonnes go back on sale. Do not send the transfer for it.
        </p>
        <Button block variant="danger" busy={cancel.busy} onClick={confirm}>
          Confirm Cancel
        </Button>
        <Button block variant="secondary" disabled={cancel.busy} onClick={onClose}>
          Keep Order
        </Button>
      </Stack>
    </Modal>
  );
}
