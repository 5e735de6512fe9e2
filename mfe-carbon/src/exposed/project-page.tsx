import { isApiError } from '@commons/shared/api';
import { Link, useParams } from '@commons/shared/navigation';
import { LoadFailed, Page, PageTitle, Spinner } from '@commons/shared/ui';
import styled from 'styled-components';
import { BuildLabel } from '../components/build-label';
import { useProject } from '../features/projects/api/get-project';
import { ProjectDetail } from '../features/projects/components/project-detail';
import { ProjectNotFound } from '../features/projects/components/project-not-found';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The API's answer to an id no project has, or one that cannot be an id at all. */
const isUnknownId = (error: Error) => isApiError(error) && (error.status === 404 || error.status === 400);

/** The project the address names, once the API has answered. */
function ProjectAt({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  if (project.data) {
    return (
      <>
        <PageTitle>{project.data.name}</PageTitle>
        <ProjectDetail project={project.data} />
      </>
    );
  }
  if (project.isError) {
    if (isUnknownId(project.error)) return <ProjectNotFound projectId={projectId} />;
    return <LoadFailed onRetry={() => void project.refetch()}>The project could not be loaded just now.</LoadFailed>;
  }
  return <Spinner label="Loading the project" fill />;
}

/**
 * A project's public page (`/projects/:projectId`, docs/product-rules.md#carbon-credits): its
 * pictures, description, map, AB 1305 disclosure and credits for sale. It needs no session. Default
 * export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function ProjectPage() {
  const { projectId = '' } = useParams();
  return (
    <Page>
      <Back to="/projects">All projects</Back>
      <ProjectAt projectId={projectId} />
      <BuildLabel />
    </Page>
  );
}
