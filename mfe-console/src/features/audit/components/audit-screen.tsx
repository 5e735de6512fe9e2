import { useLocation, useNavigate } from '@commons/shared/navigation';
import type { AuditFilter } from '@commons/shared/schemas';
import { Button, Card, PageTitle, Stack } from '@commons/shared/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useAuditExport } from '../api/export-audit-csv';
import { useAuditEvents } from '../api/get-audit-events';
import { useAuditKinds } from '../api/get-audit-kinds';
import { filterFromSearch, searchOfFilter } from '../audit-filter-url';
import { AuditEventsTable } from './audit-events-table';
import { AuditFilters } from './audit-filters';

/** Where the screen lives; its filters ride in the query string. */
export const auditPath = '/console/audit';

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
 * filtered and paged on the server, the filters kept in the address so a reload or a shared
 * link shows the same view, and the filtered events as the CSV `pnpm ops audit export` writes.
 */
export function AuditScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const events = useAuditEvents(filter);
  const kinds = useAuditKinds();
  const { exportCsv, busy } = useAuditExport();
  const apply = (next: AuditFilter) => navigate(`${auditPath}${searchOfFilter(next)}`);

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
        <AuditEventsTable query={events} />
      </section>
    </Stack>
  );
}
