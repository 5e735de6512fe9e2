import { bankTransferOrderStateLabels, type BankTransferOrderState } from '@commons/shared/domain';
import { BadgeChip } from '@commons/shared/ui-kit';

/** An order's state in words, green once paid (docs/product-rules.md#bank-transfer-orders). */
export function OrderStateChip({ state }: { state: BankTransferOrderState }) {
  return <BadgeChip tone={state === 'paid' ? 'success' : 'neutral'}>{bankTransferOrderStateLabels[state]}</BadgeChip>;
}
