import type { ProjectSummary } from '@commons/shared/schemas';
import styled from 'styled-components';
import { ProjectCard } from './project-card';
import { WorldMap } from './world-map';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
`;

/** Wide enough to tell the continents apart, small enough to leave the first cards in view. */
const MapFigure = styled.figure`
  max-width: 860px;
  margin: 0 auto 28px;
  figcaption { margin-top: 8px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The map's text alternative: each project's name and where it is. */
const mapLabel = (projects: ProjectSummary[]) =>
  `World map of ${projects.length === 1 ? 'the project' : `the ${projects.length} projects`}: ` +
  projects.map((project) => `${project.name} in ${project.country}`).join('; ');

/** The projects on a world map, then one card each. */
export function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  if (projects.length === 0) return <Empty>No projects are listed yet.</Empty>;
  const places = projects.map(({ projectId, name, latitude, longitude }) => ({ id: projectId, name, lat: latitude, lon: longitude }));
  return (
    <>
      <MapFigure>
        <WorldMap places={places} label={mapLabel(projects)} />
        <figcaption>Each dot is a project. Map data: Natural Earth.</figcaption>
      </MapFigure>
      <Grid>
        {projects.map((project, index) => (
          <ProjectCard key={project.projectId} project={project} first={index === 0} />
        ))}
      </Grid>
    </>
  );
}
