import type { DataUploadKind, SeedReport } from '@commons/shared/schemas';

const nouns: Record<DataUploadKind, [string, string]> = { projects: ['project', 'projects'], listings: ['listing', 'listings'] };

const countOf = (n: number, kind: DataUploadKind) => `${n} ${nouns[kind][n === 1 ? 0 : 1]}`;

/** "add 1 project, update 2 projects and leave 3 projects as they are": what a seed does. */
export function seedSummary({ kind, lines }: Pick<SeedReport, 'kind' | 'lines'>): string {
  const tally = (outcome: string) => lines.filter((line) => line.outcome === outcome).length;
  const parts = [
    tally('added') > 0 && `add ${countOf(tally('added'), kind)}`,
    tally('updated') > 0 && `update ${countOf(tally('updated'), kind)}`,
    tally('unchanged') > 0 && `leave ${countOf(tally('unchanged'), kind)} as they are`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return `change nothing: the file holds no ${nouns[kind][1]}`;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** Whether saving would change anything. */
export const changesSomething = ({ lines }: Pick<SeedReport, 'lines'>) => lines.some((line) => line.outcome !== 'unchanged');

/** The toast after a save. */
export function savedMessage(name: string, report: SeedReport): string {
  const changed = report.lines.filter((line) => line.outcome !== 'unchanged').length;
  return changed === 0 ? `${name} saved: nothing changed` : `${name} saved: ${countOf(changed, report.kind)} added or updated`;
}
