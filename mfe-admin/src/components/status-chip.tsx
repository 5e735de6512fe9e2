import { BadgeChip } from '@commons/shared/ui-kit';

/**
 * A status of the admin tables as a chip: ACTIVE green, SUSPENDED or INACTIVE gray, and the
 * owner's "-" as plain text (docs/product-rules.md#states-and-transitions).
 */
export function StatusChip({ label }: { label: 'ACTIVE' | 'SUSPENDED' | 'INACTIVE' | '-' }) {
  if (label === '-') return <>{label}</>;
  return <BadgeChip tone={label === 'ACTIVE' ? 'success' : 'neutral'}>{label}</BadgeChip>;
}
