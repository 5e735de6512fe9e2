import { formatCreditorReference } from '@commons/shared/domain';
import type { ProviderOrder } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { missing } from '@commons/shared/ui-kit';

/** A provider's mark on one order. */
export type Mark = 'in_progress' | 'paid';

/**
 * The one mark an order's state allows (docs/product-rules.md#bank-transfer-orders): in progress
 * while it awaits payment, then paid; none once paid or cancelled. Each opens a confirmation.
 */
export function OrderActions({ order, onMark }: { order: ProviderOrder; onMark: (mark: Mark, order: ProviderOrder) => void }) {
  const reference = formatCreditorReference(order.reference);
  if (order.state === 'awaiting_payment') {
    return (
      <Button type="button" variant="secondary" aria-label={`Mark in progress, order ${reference}`} onClick={() => onMark('in_progress', order)}>
        Mark in progress
      </Button>
    );
  }
  if (order.state === 'in_progress') {
    return (
      <Button type="button" aria-label={`Mark paid, order ${reference}`} onClick={() => onMark('paid', order)}>
        Mark paid
      </Button>
    );
  }
  return <>{missing}</>;
}
