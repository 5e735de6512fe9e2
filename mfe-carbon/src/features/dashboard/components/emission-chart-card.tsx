import type { EmissionBar } from '@commons/shared/domain';
import { Card } from '@commons/shared/ui';
import styled from 'styled-components';
import { EmissionTable } from './emission-table';
import { LazyEmissionChart } from './lazy-emission-chart';

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 1.2rem;
`;

const Note = styled.p`
  margin: 0 0 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Keeps the chart at its 500-unit width on wide screens and lets it shrink on a phone. */
const ChartArea = styled.div`
  position: relative;
  max-width: 500px;
`;

const title = 'Emissions and offsets per year';
const description =
  'Bar chart of tonnes of CO2e per recorded year: the emissions (estimated where the actual figure is missing) beside the offsets.';

/** The per-year chart with its title, and the same numbers as a table for screen readers. */
export function EmissionChartCard({ bars }: { bars: readonly EmissionBar[] }) {
  return (
    <Card aria-labelledby="emission-chart-title">
      <Title id="emission-chart-title">{title}</Title>
      <Note>Tonnes of CO2e. A year not yet approved counts its estimated emissions.</Note>
      <ChartArea>
        <LazyEmissionChart bars={bars} title={title} description={description} />
        <EmissionTable bars={bars} caption={title} />
      </ChartArea>
    </Card>
  );
}
