import type { Badge } from '@commons/shared/domain';
import { badgeLabels } from '../../carbon-credits/components/record-badge';
import { Tile, TileLabel, TileValue } from './summary-tile';

/** The icon's colour per badge: BLUE blue, GRAY gray (docs/product-rules.md#screens). */
export const badgeIconColours: Record<Badge, string> = { BLUE: '#1d4ed8', GRAY: '#8a948f' };

/** A leaf in a round seal: the year's offset badge. Decoration: the words beside it say it. */
function BadgeIcon({ badge }: { badge: Badge }) {
  return (
    <svg aria-hidden="true" data-badge={badge} width="28" height="28" viewBox="0 0 32 32" fill={badgeIconColours[badge]}>
      <circle cx="16" cy="16" r="15" />
      <path d="M10 20c0-7 5-11 13-11-1 8-5 13-11 13" fill="#ffffff" />
    </svg>
  );
}

/**
 * The badge tile: BLUE ("Offset") once the year's offsets cover its emissions, GRAY ("Not yet
 * offset") otherwise or without a record.
 */
export function BadgeTile({ badge }: { badge: Badge }) {
  return (
    <Tile role="group" aria-labelledby="yearly-badge">
      <TileLabel id="yearly-badge">BADGE</TileLabel>
      <TileValue>
        <BadgeIcon badge={badge} />
        {badgeLabels[badge]}
      </TileValue>
    </Tile>
  );
}
