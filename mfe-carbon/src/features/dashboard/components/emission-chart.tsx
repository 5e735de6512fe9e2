import type { EmissionBar } from '@commons/shared/domain';
import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryGroup, VictoryLegend } from 'victory';

/** The chart's drawing size (docs/product-rules.md#screens); the SVG scales down to its container. */
export const chartSize = { width: 500, height: 300 } as const;
/** On a phone the chart keeps this height, so its bars are not flattened to a strip. */
export const chartMinHeight = 220;

/**
 * The two bar colours: a warm amber for what the household emitted beside the site's green for
 * what it offset; both hold 4.5:1 against white, so the legend's swatches read like the bars.
 */
const emissionsColour = '#b45309';

/** A tonne count for the y axis; Victory also offers fractional ticks on small ranges, left blank. */
const tonnesTick = (tick: number) => (Number.isInteger(tick) ? tick.toLocaleString('en-US') : '');

/**
 * The width the chart has on screen (at most its drawing width). The chart is drawn at that
 * width rather than scaled down to it, so its 13 px text stays 13 px on a phone (scaled, it
 * would be about 7 px at 390 px).
 */
function useDrawnWidth(box: HTMLElement | null) {
  const [width, setWidth] = useState<number>(chartSize.width);
  useEffect(() => {
    if (!box) return;
    // Not laid out (no width yet): the drawing width.
    const measure = () => setWidth(box.clientWidth ? Math.max(240, Math.min(chartSize.width, Math.floor(box.clientWidth))) : chartSize.width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/** Props of `EmissionChart`. */
export interface EmissionChartProps {
  /** One pair of bars per recorded year, oldest first (`emissionBars`). */
  bars: readonly EmissionBar[];
  /** The chart's accessible title and description, read with the SVG. */
  title: string;
  description: string;
}

/**
 * The dashboard's bar chart: per year, the emissions (estimated where actual is missing) beside
 * the offsets. Years are categories, so their ticks are whole years however few there are.
 * Loaded on its own (see `LazyEmissionChart`): it is the only module that imports Victory.
 */
export function EmissionChart({ bars, title, description }: EmissionChartProps) {
  const { colors } = useTheme();
  const text = { fontFamily: 'inherit', fontSize: 13, fill: colors.muted };
  const emissions = bars.map((bar) => ({ x: String(bar.year), y: bar.emissions }));
  const offsets = bars.map((bar) => ({ x: String(bar.year), y: bar.offsets }));
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useDrawnWidth(box);
  return (
    <div ref={setBox}>
      <VictoryChart
        width={width}
        height={Math.max(chartMinHeight, (width * chartSize.height) / chartSize.width)}
        domainPadding={{ x: 48, y: [0, 12] }}
        padding={{ top: 48, right: 16, bottom: 44, left: 64 }}
        containerComponent={<VictoryContainer title={title} desc={description} responsive />}
      >
        <VictoryLegend
          x={64}
          y={8}
          orientation="horizontal"
          gutter={24}
          style={{ labels: { ...text, fill: colors.text } }}
          data={[
            { name: 'Emissions', symbol: { fill: emissionsColour, type: 'square' } },
            { name: 'Offsets', symbol: { fill: colors.primary, type: 'square' } },
          ]}
        />
        <VictoryAxis style={{ tickLabels: text, axis: { stroke: colors.muted } }} />
        <VictoryAxis
          dependentAxis
          label="Tonnes CO2e"
          tickFormat={tonnesTick}
          style={{
            tickLabels: text,
            axisLabel: { ...text, padding: 46 },
            grid: { stroke: colors.border, strokeDasharray: '4 4' },
            axis: { stroke: 'transparent' },
          }}
        />
        <VictoryGroup offset={20}>
          <VictoryBar data={emissions} barWidth={18} style={{ data: { fill: emissionsColour } }} />
          <VictoryBar data={offsets} barWidth={18} style={{ data: { fill: colors.primary } }} />
        </VictoryGroup>
      </VictoryChart>
    </div>
  );
}
