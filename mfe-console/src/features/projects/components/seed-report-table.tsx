import type { SeedLine, SeedReport } from '@commons/shared/schemas';
import { Table, type Column } from '@commons/shared/ui-kit';

const outcomeWords: Record<SeedLine['outcome'], string> = { added: 'Added', updated: 'Updated', unchanged: 'Unchanged' };

/** One row per project (by id) or listing (by serial block) of the file, and what the seed does to it. */
export function SeedReportTable({ report, caption }: { report: SeedReport; caption: string }) {
  const columns: Column<SeedLine>[] = [
    { header: report.kind === 'projects' ? 'Project id' : 'Serial block', cell: (line) => line.id },
    { header: report.kind === 'projects' ? 'Name' : 'Project', cell: (line) => line.name },
    { header: report.saved ? 'Done' : 'Would be', cell: (line) => outcomeWords[line.outcome] },
  ];
  return <Table caption={caption} columns={columns} rows={report.lines} rowKey={(line) => line.id} emptyText={`No ${report.kind} in the file`} />;
}
