import { pictureSrcSet, projectPictureSizes } from '@commons/shared/domain';
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
  /* A phone lists the projects compactly, a thumbnail beside the facts, so more than one fits
     on a screen (and the page's largest paint is its text, drawn in the HTML, not a picture). */
  @media (max-width: 599px) {
    display: grid;
    grid-template-columns: 104px minmax(0, 1fr);
    align-items: start;
    img { margin: 14px 0 0 14px; border-radius: ${({ theme }) => theme.radii.md}; }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px 18px 18px;
  h2 { margin: 0; font-size: 1.1rem; line-height: 1.3; }
  @media (max-width: 599px) { gap: 8px; padding: 14px; h2 { font-size: 1rem; } }
  /* The name is the card's link; the card shows its focus. No overlay stretches the link over
     the card: the facts stay text a visitor can select (and the layout tour sees uncovered). */
  h2 a { color: inherit; text-decoration: none; }
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
export function ProjectCard({ project, first }: { project: ProjectSummary; first: boolean }) {
  const { picture } = project;
  return (
    <Article aria-labelledby={`project-${project.projectId}`}>
      {/* The first card's picture is the largest thing a phone shows at once: fetched before the
          others, which load as the visitor scrolls, so they do not share its bandwidth. */}
      <img
        src={picture.url}
        srcSet={pictureSrcSet(picture)}
        sizes={picture.small ? projectPictureSizes.card : undefined}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
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
