import { Page, PageTitle } from '@commons/shared/ui';
import styled from 'styled-components';
import { BuildLabel } from '../components/build-label';
import { QueryState } from '../components/query-state';
import { useProjects } from '../features/projects/api/get-projects';
import { ProjectList } from '../features/projects/components/project-list';

const Lead = styled.p`
  max-width: 760px;
  margin: -8px 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The public list of projects (`/projects`, docs/product-rules.md#carbon-credits): where each is on
 * a world map, and a card per project leading to its page. It needs no session. Default export
 * because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function ProjectsPage() {
  const projects = useProjects();
  return (
    <Page>
      <PageTitle>Projects</PageTitle>
      <Lead>
        The projects whose certified carbon credits you can retire with Carbon Commons. Each project's page discloses what
        California asks of voluntary offset sellers (AB 1305): its registry, protocol, location, crediting period, vintages,
        durability and verification body.
      </Lead>
      <QueryState query={projects} what="The projects">
        {(list) => <ProjectList projects={list} />}
      </QueryState>
      <BuildLabel />
    </Page>
  );
}
