import { formatCount } from '@commons/shared/domain';
import { missing } from '@commons/shared/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One tile of the yearly panel; `aria-labelledby` names it by its label for assistive technology. */
export const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

export const TileLabel = styled.h3`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.muted};
`;

export const TileValue = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: 1.6rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Unit = styled.span`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;


/** A tonnes tile: the value with its unit, or a dash when the year has none. */
export function TonnesTile({ id, label, tonnes }: { id: string; label: string; tonnes: number | null }) {
  return (
    <Tile role="group" aria-labelledby={id}>
      <TileLabel id={id}>{label}</TileLabel>
      <TileValue>{tonnes === null ? missing : <Tonnes tonnes={tonnes} />}</TileValue>
    </Tile>
  );
}

function Tonnes({ tonnes }: { tonnes: number }): ReactNode {
  return (
    <>
      {formatCount(tonnes)} <Unit>t CO2e</Unit>
    </>
  );
}
