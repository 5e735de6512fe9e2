import type { ConsoleListing, ConsoleProject } from '@commons/shared/schemas';
import { BadgeChip, Button, LoadFailed, Spinner, Stack, Table, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
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
  },
  { header: 'Kind', cell: (project) => <BadgeChip tone={project.sample ? 'neutral' : 'success'}>{project.sample ? 'Sample' : 'Real'}</BadgeChip> },
  { header: 'Pictures', cell: (project) => project.pictures },
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
  { header: 'For sale', cell: (project) => `${project.availableTonnes} t` },
];

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** Every project with its listings and the tonnes left, a page at a time as the server pages them. */
export function ProjectsTable() {
  const [page, setPage] = useState(1);
  const query = useConsoleProjects(page);
  if (query.isPending) return <Spinner label="Loading the projects" />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()}>The projects could not be loaded.</LoadFailed>;
  const { projects, limit, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Stack>
      <Table caption="Projects and their listings" columns={columns} rows={projects} rowKey={(project) => project.projectId} emptyText="No projects yet: upload a projects file" />
      {pages > 1 && (
        <Pager aria-label="Pages of projects">
          <Button variant="secondary" disabled={page <= 1 || query.isFetching} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {query.data.page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages || query.isFetching} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Pager>
      )}
    </Stack>
  );
}
