import { Link } from '@commons/shared/navigation';
import type { ProjectSummary } from '@commons/shared/schemas';
import styled from 'styled-components';
import { effectLabel, formatPriceRange, formatTonnes } from './project-facts';
import { SampleChip } from './sample-chip';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: ${({ theme }) => theme.colors.background}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px 18px 18px;
  h2 { margin: 0; font-size: 1.1rem; line-height: 1.3; }
  /* The whole card follows the name's link. */
  h2 a { color: inherit; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  h2 a:focus { outline: none; }
  h2 a:hover { text-decoration: underline; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  font-size: 0.9rem;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

/**
 * One project in the list: its first picture, name (the link to its page), type, country,
 * removal or avoidance, tonnes for sale and price, and "Sample" for a sample project.
 */
export function ProjectCard({ project, eager }: { project: ProjectSummary; eager: boolean }) {
  const { picture } = project;
  return (
    <Article aria-labelledby={`project-${project.projectId}`}>
      {/* The first cards are on screen at once; the rest load as the visitor scrolls. */}
      <img src={picture.url} alt={picture.alt} width={picture.width} height={picture.height} loading={eager ? 'eager' : 'lazy'} />
      <Body>
        {project.sample && <SampleChip />}
        <h2 id={`project-${project.projectId}`}>
          <Link to={`/projects/${encodeURIComponent(project.projectId)}`}>{project.name}</Link>
        </h2>
        <Facts>
          <dt>Type</dt>
          <dd>{project.projectType}</dd>
          <dt>Country</dt>
          <dd>{project.country}</dd>
          <dt>Effect</dt>
          <dd>{effectLabel(project.effect)}</dd>
          <dt>Available</dt>
          <dd>{formatTonnes(project.availableTonnes)}</dd>
          <dt>Price</dt>
          <dd>{formatPriceRange(project.priceRange)}</dd>
        </Facts>
      </Body>
    </Article>
  );
}
