import type { BankTransferOrder } from '@commons/shared/schemas';
import { Button, Stack } from '@commons/shared/ui';
import { Notice } from '../../../components/notice';
import { formatTonnes } from './purchase-figures';
import { TransferDetailsView } from './transfer-details';

/**
 * What an order by bank transfer came to, in place of the offer: the tonnes held for the year
 * and the details to pay them with (docs/product-rules.md#bank-transfer-orders).
 */
export function OrderPlaced({ order, onClose }: { order: BankTransferOrder; onClose: () => void }) {
  return (
    <Stack>
      <Notice $tone="success" role="status">
        Order placed: {formatTonnes(order.quantity)} from {order.projectName} held for {order.year} until you pay.
      </Notice>
      <TransferDetailsView order={order} />
      <Button block onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}
