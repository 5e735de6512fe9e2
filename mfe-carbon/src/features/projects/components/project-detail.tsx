import type { Project } from '@commons/shared/schemas';
import { Card } from '@commons/shared/ui';
import styled from 'styled-components';
import { SectionTitle } from '../../../components/section-title';
import { formatCoordinates, ProjectDisclosure } from './project-disclosure';
import { placeOf } from './project-facts';
import { ProjectListings } from './project-listings';
import { ProjectPictures } from './project-pictures';
import { SampleChip } from './sample-chip';
import { WorldMap } from './world-map';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
`;

const SampleNotice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin: -8px 0 20px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fef6e7;
  color: #93370d;
`;

const Description = styled.div`
  p { margin: 0 0 12px; line-height: 1.6; }
  p:last-child { margin: 0; }
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

/** The description's paragraphs: the operator separates them with a blank line. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter((part) => part !== '');

/**
 * A project's page below its title: pictures, description and AB 1305 disclosure in the wide
 * column; where it is and its credits for sale beside them (below them on a phone).
 */
export function ProjectDetail({ project }: { project: Project }) {
  const place = placeOf(project);
  const coordinates = formatCoordinates(project.latitude, project.longitude);
  return (
    <>
      {project.sample && (
        <SampleNotice>
          <SampleChip>Sample project</SampleChip>
          An illustrative project shipped with Carbon Commons to show how the site works, not a real offer.
        </SampleNotice>
      )}
      <Layout>
        <Column>
          <ProjectPictures pictures={project.pictures} />
          <Section aria-labelledby="project-about">
            <SectionTitle id="project-about">About the project</SectionTitle>
            <Description>
              {paragraphs(project.description).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </Description>
          </Section>
          <Section aria-labelledby="project-disclosure">
            <SectionTitle id="project-disclosure">Disclosure</SectionTitle>
            <Caption>What California's AB 1305 asks a seller of voluntary offsets to publish about each project.</Caption>
            <ProjectDisclosure project={project} />
          </Section>
        </Column>
        <Column>
          <Section aria-labelledby="project-where">
            <SectionTitle id="project-where">Where it is</SectionTitle>
            <WorldMap
              places={[{ id: project.projectId, name: project.name, lat: project.latitude, lon: project.longitude }]}
              label={`Map locating ${project.name} in ${place}, at ${coordinates}`}
              zoom={4}
            />
            <Caption>
              {place}, {coordinates}. Map data: Natural Earth.
            </Caption>
          </Section>
          <Section aria-labelledby="project-credits">
            <SectionTitle id="project-credits">Credits for sale</SectionTitle>
            <ProjectListings listings={project.listings} />
          </Section>
        </Column>
      </Layout>
    </>
  );
}
