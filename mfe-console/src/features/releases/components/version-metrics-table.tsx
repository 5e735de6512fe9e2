import { formatCount } from '@commons/shared/domain';
import type { VersionMetrics } from '@commons/shared/schemas';
import { Table, type Column } from '@commons/shared/ui-kit';

type Vital = VersionMetrics['LCP'];

const ms = (value: number | null) => (value === null ? 'no loads' : `${formatCount(value)} ms`);

/** A vital's p75 and how many page views it stands on; CLS has no unit. */
const vital = ({ p75, samples }: Vital, unit: 'ms' | '') => {
  if (p75 === null) return 'no samples';
  const figure = unit === 'ms' ? `${formatCount(p75)} ms` : String(Number(p75.toFixed(3)));
  return `${figure} (${formatCount(samples)})`;
};

const columns: Column<VersionMetrics>[] = [
  { header: 'Version', cell: (m) => m.version },
  { header: 'Loads', cell: (m) => formatCount(m.loads) },
  { header: 'Failure rate', cell: (m) => `${(m.failureRate * 100).toFixed(1)}%` },
  { header: 'Median load', cell: (m) => ms(m.medianMs) },
  { header: 'p95 load', cell: (m) => ms(m.p95Ms) },
  { header: 'LCP p75 (views)', cell: (m) => vital(m.LCP, 'ms') },
  { header: 'INP p75 (views)', cell: (m) => vital(m.INP, 'ms') },
  { header: 'CLS p75 (views)', cell: (m) => vital(m.CLS, '') },
];

/** How each version of a remote loaded for real users over one period. */
export function VersionMetricsTable({ remote, period, rows }: { remote: string; period: string; rows: VersionMetrics[] }) {
  return (
    <Table
      caption={`${remote}: loads and web vitals per version, ${period.toLowerCase()}`}
      columns={columns}
      rows={rows}
      rowKey={(m) => m.version}
      emptyText={`No loads reported ${period.toLowerCase()}`}
    />
  );
}
