import type { BankTransferOrder } from '@commons/shared/schemas';
import { Button, Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { formatTonnes } from './purchase-figures';
import { TransferDetailsView } from './transfer-details';

/** The transfer details of an open order again, as the popup showed them when it was placed. */
export function OrderDetailsDialog({ order, onClose }: { order: BankTransferOrder; onClose: () => void }) {
  return (
    <Modal
      title="Transfer Details"
      description={`${formatTonnes(order.quantity)} for ${order.year} from ${order.projectName}.`}
      onClose={onClose}
      wide
    >
      <Stack>
        <TransferDetailsView order={order} />
        <Button block variant="secondary" onClick={onClose}>
          Done
        </Button>
      </Stack>
    </Modal>
  );
}
