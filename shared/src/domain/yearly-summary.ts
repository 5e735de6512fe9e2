import type { Badge } from './carbon';
import { countedEmissions, type CarbonRecord } from './carbon-records';

/** The dashboard's yearly panel (docs/product-rules.md#screens): null values show as a dash. */
export interface YearlySummary {
  year: number;
  estimatedEmissions: number | null;
  emissions: number | null;
  offsets: number | null;
  badge: Badge;
}

/** The record of `year`, or dashes and GRAY when none matches (docs/product-rules.md#states-and-transitions). */
export function yearlySummary(records: readonly CarbonRecord[], year: number): YearlySummary {
  const record = records.find((candidate) => candidate.year === year);
  if (!record) return { year, estimatedEmissions: null, emissions: null, offsets: null, badge: 'GRAY' };
  const { estimatedEmissions, emissions, offsets, badge } = record;
  return { year, estimatedEmissions, emissions, offsets, badge };
}

/** One bar pair of the dashboard chart. */
export interface EmissionBar {
  year: number;
  /** Actual emissions, or the estimate where actual is missing. */
  emissions: number;
  offsets: number;
}

/** The chart's data: one entry per recorded year, oldest first, emissions estimated where actual is missing. */
export const emissionBars = (records: readonly CarbonRecord[]): EmissionBar[] =>
  [...records]
    .sort((a, b) => a.year - b.year)
    .map((record) => ({ year: record.year, emissions: countedEmissions(record) ?? 0, offsets: record.offsets }));
