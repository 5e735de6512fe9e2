import type { Badge } from '@commons/shared/domain';
import { BadgeChip } from '@commons/shared/ui-kit';
import styled from 'styled-components';

/**
 * What a badge says to a person: the values BLUE and GRAY are the data's
 * (docs/product-rules.md#figures-and-limits), not words to read.
 */
export const badgeLabels: Record<Badge, string> = { BLUE: 'Offset', GRAY: 'Not yet offset' };

/**
 * Lets the chip's words wrap when the column is squeezed: on one line where there is room, and
 * never the reason the wide Carbon Credits table turns into cards at desktop widths.
 */
const Wrapping = styled.span`
  & > span { white-space: normal; }
`;

/** A record's badge in words: GRAY in gray, BLUE in green (docs/product-rules.md#screens). */
export function RecordBadge({ badge }: { badge: Badge }) {
  return (
    <Wrapping>
      <BadgeChip tone={badge === 'GRAY' ? 'neutral' : 'success'}>{badgeLabels[badge]}</BadgeChip>
    </Wrapping>
  );
}
