import { Spinner } from '@commons/shared/ui';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { EmissionChartProps } from './emission-chart';

// Victory weighs more than the rest of the carbon remote together: imported dynamically, it gets
// an async chunk of its own that only a rendered chart fetches, never /login or another page
// (docs/performance.md). The chart's module is the only one that imports Victory.
const EmissionChart = lazy(() => import('./emission-chart').then((module) => ({ default: module.EmissionChart })));

/** Holds the chart's 5:3 place while it loads or if it failed, so the page does not jump. */
const Frame = styled.div`
  aspect-ratio: 5 / 3;
  width: 100%;
  min-height: 220px; /* chartMinHeight */
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

/**
 * A chart that cannot load (its chunk unreachable) leaves the rest of the dashboard working:
 * the yearly panel and the chart's data table do not need it.
 */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Frame role="alert">The chart could not be loaded. Reload the page to try again.</Frame>;
  }
}

/** The Victory chart, fetched with the dashboard's first render of it. */
export function LazyEmissionChart(props: EmissionChartProps) {
  return (
    <ChartBoundary>
      <Suspense
        fallback={
          <Frame>
            <Spinner label="Loading the chart" />
          </Frame>
        }
      >
        <EmissionChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
