import { ButtonLink, Card } from '@commons/shared/ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 560px;
  margin: 32px auto;
  text-align: center;
  h1 { margin: 0 0 8px; font-size: 3rem; color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0 0 24px; font-size: 1.1rem; overflow-wrap: anywhere; }
`;

/**
 * An id no project has: the site's 404 page, in the page area, with the way back to the list.
 * The server answers 200 for every address a screen declares (it knows no projects), so the
 * page asks search engines itself not to index it (React puts the `meta` in the head).
 */
export function ProjectNotFound({ projectId }: { projectId: string }) {
  return (
    <Panel aria-labelledby="project-not-found">
      <meta name="robots" content="noindex" />
      <h1 id="project-not-found">404</h1>
      <p>Sorry, we couldn't find the project {projectId}.</p>
      <ButtonLink to="/projects">See all projects</ButtonLink>
    </Panel>
  );
}
