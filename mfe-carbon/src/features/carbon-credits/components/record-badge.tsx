import type { Badge } from '@commons/shared/domain';
import { BadgeChip } from '@commons/shared/ui';

/**
 * What a badge says to a person: the values BLUE and GRAY are the data's
 * (docs/product-rules.md#figures-and-limits), not words to read.
 */
export const badgeLabels: Record<Badge, string> = { BLUE: 'Offset', GRAY: 'Not yet offset' };

/** A record's badge in words: GRAY in gray, BLUE in green (docs/product-rules.md#screens). */
export function RecordBadge({ badge }: { badge: Badge }) {
  return <BadgeChip tone={badge === 'GRAY' ? 'neutral' : 'success'}>{badgeLabels[badge]}</BadgeChip>;
}
