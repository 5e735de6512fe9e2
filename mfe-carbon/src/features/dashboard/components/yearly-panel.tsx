import { dashboardYears, yearlySummary, type CarbonRecord } from '@commons/shared/domain';
import type { Plan } from '@commons/shared/schemas';
import { Card } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { newestPlanOf } from '../../carbon-credits/components/plan-figures';
import { BadgeTile } from './badge-tile';
import { PlanTile } from './plan-tile';
import { TonnesTile } from './summary-tile';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h2 { margin: 0; font-size: 1.2rem; }
  > div { min-width: 140px; }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
`;

/**
 * The yearly summary (docs/product-rules.md#screens): the Year dropdown, current year down to
 * 2023 and the current year first, and the four tiles of the record of that year; a year
 * without a record shows dashes and GRAY. A year with a monthly plan shows its newest.
 */
export function YearlyPanel({ records, plans = [], now }: {
  records: readonly CarbonRecord[];
  /** The account's plans; none while they load or when they failed. */
  plans?: readonly Plan[] | undefined;
  now: Date;
}) {
  const years = dashboardYears(now);
  const [year, setYear] = useState(now.getFullYear());
  const summary = yearlySummary(records, year);
  const plan = newestPlanOf(plans, year);
  return (
    <Card aria-labelledby="yearly-panel-title">
      <Header>
        <h2 id="yearly-panel-title">Yearly Summary</h2>
        {/* No empty choice: the panel always shows a year (docs/product-rules.md#states-and-transitions). */}
        <Select label="Year" options={years.map(String)} value={String(year)} onChange={(event) => setYear(Number(event.target.value))} />
      </Header>
      <Tiles>
        <TonnesTile id="yearly-estimated" label="ESTIMATED EMISSIONS" tonnes={summary.estimatedEmissions} />
        <TonnesTile id="yearly-emissions" label="EMISSIONS" tonnes={summary.emissions} />
        <TonnesTile id="yearly-offsets" label="OFFSETS" tonnes={summary.offsets} />
        <BadgeTile badge={summary.badge} />
        {plan && <PlanTile plan={plan} />}
      </Tiles>
    </Card>
  );
}
