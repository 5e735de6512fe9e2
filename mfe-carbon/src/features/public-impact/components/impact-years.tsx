import { formatCount } from '@commons/shared/domain';
import type { PublicImpact } from '@commons/shared/schemas';
import styled from 'styled-components';

const Years = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  div {
    min-width: 140px;
    padding: 14px 18px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { font-size: 0.85rem; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 4px 0 0; font-size: 1.4rem; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
`;

export const tonnes = (count: number) => `${formatCount(count)} ${count === 1 ? 'tonne' : 'tonnes'}`;

/** Tonnes of CO2e retired in each calendar year, newest first. */
export function ImpactYears({ years }: Pick<PublicImpact, 'years'>) {
  return (
    <Years>
      {years.map(({ year, tonnes: count }) => (
        <div key={year}>
          <dt>{year}</dt>
          <dd>{tonnes(count)}</dd>
        </div>
      ))}
    </Years>
  );
}
