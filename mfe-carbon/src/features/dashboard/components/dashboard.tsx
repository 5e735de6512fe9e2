import { emissionBars } from '@commons/shared/domain';
import { Button, Card, Spinner } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { usePlans } from '../../carbon-credits/api/get-plans';
import { useOperationalData } from '../../operational-data/api/get-operational-data';
import { EmissionChartCard } from './emission-chart-card';
import { FirstStep } from './first-step';
import { YearlyPanel } from './yearly-panel';

/** Chart and panel side by side where there is room, one above the other on a phone. */
const Layout = styled.div`
  display: grid;
  /* Not the implicit auto column: it grows to its widest content, and the chart's loading
     box (5:3 with a 220 px floor) is 367 px at least, wider than a phone's column. */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Failure = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  p { margin: 0; }
`;

/**
 * The dashboard's content (docs/product-rules.md#screens): the per-year chart, or the first step
 * for an account with no record yet, and the yearly panel, all from the operational-data list; the
 * panel adds the year's monthly plan once the plans are in (without them, it shows none).
 */
export function Dashboard() {
  const records = useOperationalData();
  const plans = usePlans();
  // Read once: the Year dropdown and its default follow the clock when the page opens.
  const [now] = useState(() => new Date());
  if (records.isPending) return <Spinner label="Loading your dashboard" fill />;
  if (records.isError) {
    return (
      <Failure role="alert">
        <p>Your dashboard could not be loaded.</p>
        <Button variant="secondary" onClick={() => void records.refetch()}>
          Try Again
        </Button>
      </Failure>
    );
  }
  return (
    <Layout>
      {records.data.length === 0 ? <FirstStep /> : <EmissionChartCard bars={emissionBars(records.data)} />}
      <YearlyPanel records={records.data} plans={plans.data} now={now} />
    </Layout>
  );
}
