import { projectKinds, type ConsoleListing, type ConsoleProject, type ConsoleProjectsQueryInput } from '@commons/shared/schemas';
import { LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { BadgeChip, Table, type Column } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { TableFilters } from '../../../components/table-filters';
import { TableSearch } from '../../../components/table-search';
import { useTableUrl } from '../../../components/table-url';
import { useConsoleProjects } from '../api/get-console-projects';

const Blocks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** One serial block: what is left of it, and whether it is offered. */
const block = (listing: ConsoleListing) =>
  `${listing.serialPrefix} (${listing.vintage}): ${listing.remaining} of ${listing.quantity} t left${listing.active ? '' : ', inactive'}`;

const columns: Column<ConsoleProject>[] = [
  {
    header: 'Project',
    cell: (project) => (
      <>
        {project.name} <Muted>{project.projectId}</Muted>
      </>
    ),
    sortKey: 'name',
  },
  { header: 'Kind', cell: (project) => <BadgeChip tone={project.sample ? 'neutral' : 'success'}>{project.sample ? 'Sample' : 'Real'}</BadgeChip> },
  { header: 'Pictures', cell: (project) => project.pictures, sortKey: 'pictures' },
  {
    header: 'Listings',
    cell: (project) =>
      project.listings.length === 0 ? (
        <Muted>None</Muted>
      ) : (
        <Blocks>
          {project.listings.map((listing) => (
            <li key={listing.listingId}>{block(listing)}</li>
          ))}
        </Blocks>
      ),
  },
  { header: 'For sale', cell: (project) => `${project.availableTonnes} t`, sortKey: 'availableTonnes' },
];

const filters = ['kind', 'q'] as const;

/**
 * Every project with its listings and the tonnes left, a page at a time as the server pages,
 * sorts and filters them (by kind, and a search by name or id), the view kept in the address.
 */
export function ProjectsTable() {
  const table = useTableUrl(filters, { sort: 'name', order: 'asc' });
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const query = useConsoleProjects(table.view as ConsoleProjectsQueryInput);
  return (
    <Stack>
      <TableFilters>
        <Select label="Kind" placeholder="Every kind" options={projectKinds} value={table.view.kind ?? ''} onChange={(e) => table.change({ kind: e.target.value })} />
        <TableSearch key={table.view.q ?? ''} name="Search the projects" label="Project" hint="Part of a name or an id, any case" value={table.view.q ?? ''} onSearch={(q) => table.change({ q })} />
      </TableFilters>
      {query.isPending ? (
        <Spinner label="Loading the projects" />
      ) : query.isError && !query.data ? (
        <LoadFailed onRetry={() => void query.refetch()}>The projects could not be loaded.</LoadFailed>
      ) : (
        <>
          <Table
            caption="Projects and their listings"
            columns={columns}
            rows={query.data.projects}
            rowKey={(project) => project.projectId}
            emptyText={table.view.q || table.view.kind ? 'No projects match these filters' : 'No projects yet: upload a projects file'}
            sorting={table.sorting}
          />
          <Pager label="Pages of projects" {...positionOf(query.data)} onPage={table.onPage} />
        </>
      )}
    </Stack>
  );
}
