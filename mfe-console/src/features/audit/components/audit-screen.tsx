import type { AuditEventsQueryInput, AuditFilter } from '@commons/shared/schemas';
import { Button, Card, PageTitle, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { useTableUrl } from '../../../components/table-url';
import { useAuditExport } from '../api/export-audit-csv';
import { useAuditEvents } from '../api/get-audit-events';
import { useAuditKinds } from '../api/get-audit-kinds';
import { auditFilterFields, searchOfFilter } from '../audit-filter-url';
import { AuditEventsTable } from './audit-events-table';
import { AuditFilters } from './audit-filters';

const Intro = styled.p`
  margin: -8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 { margin: 0; }
`;

/**
 * The Audit screen (docs/operations.md#the-audit): every change by staff or the command lines,
 * filtered, sorted and paged on the server, the filters, sort and page kept in the address so a
 * reload or a shared link shows the same view, and the filtered events as the CSV
 * `pnpm ops audit export` writes (newest first, whatever the sort: the file the command writes).
 */
export function AuditScreen() {
  const table = useTableUrl(auditFilterFields, { sort: 'at', order: 'desc' });
  const { page: _page, sort: _sort, order: _order, ...filter } = table.view;
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const events = useAuditEvents(table.view as AuditEventsQueryInput);
  const kinds = useAuditKinds();
  const { exportCsv, busy } = useAuditExport();
  // Every filter is set or cleared at once, and the list starts again at its first page.
  const apply = (next: AuditFilter) => table.change(Object.fromEntries(auditFilterFields.map((field) => [field, next[field] ?? ''])));

  return (
    <Stack $gap={20}>
      <PageTitle>Audit</PageTitle>
      <Intro>Every change made by staff or the command lines: who, what, when and why.</Intro>
      <Card aria-labelledby="audit-filters-heading">
        <Heading id="audit-filters-heading">Filters</Heading>
        {/* A new address starts the form again from what it says. */}
        <AuditFilters key={searchOfFilter(filter)} filter={filter} kinds={kinds.data ?? []} onApply={apply} />
      </Card>
      <section aria-labelledby="audit-events-heading">
        <Bar>
          <Heading id="audit-events-heading">Events</Heading>
          <Button type="button" variant="secondary" busy={busy} onClick={() => exportCsv(filter)}>
            Export CSV
          </Button>
        </Bar>
        <AuditEventsTable query={events} sorting={table.sorting} onPage={table.onPage} />
      </section>
    </Stack>
  );
}
