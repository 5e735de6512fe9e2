import type { Badge } from '@commons/shared/domain';
import { BadgeChip } from '@commons/shared/ui';

/** A record's badge with its name: GRAY gray, BLUE green (docs/product-rules.md#screens). */
export function RecordBadge({ badge }: { badge: Badge }) {
  return <BadgeChip tone={badge === 'GRAY' ? 'neutral' : 'success'}>{badge}</BadgeChip>;
}
