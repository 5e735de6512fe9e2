import type { Project } from '@commons/shared/schemas';
import { VisuallyHidden } from '@commons/shared/ui-kit';
import { effectLabel, placeOf } from './project-facts';
import { FactList } from '../../../components/fact-list';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2014-01-01` -> `1 January 2014`. */
const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : longDate.format(date);
};

/** `-3.4000, 38.6000` -> `3.40° S, 38.60° E`. */
export const formatCoordinates = (lat: number, lon: number): string =>
  `${Math.abs(lat).toFixed(2)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lon).toFixed(2)}° ${lon < 0 ? 'W' : 'E'}`;

/**
 * What AB 1305 (Health and Safety Code 44475) asks a seller to publish per project, in its
 * order: id and registry, protocol, location, type, removal or avoidance, crediting period,
 * vintages, durability and verification body.
 */
export function ProjectDisclosure({ project }: { project: Project }) {
  return (
    <FactList $labelWidth="13rem">
      <dt>Project ID</dt>
      <dd>{project.projectId}</dd>
      <dt>Registry</dt>
      <dd>
        {project.registry}:{' '}
        <a href={project.registryUrl} rel="noopener noreferrer" target="_blank">
          the project's page in the registry<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </dd>
      <dt>Protocol</dt>
      <dd>{project.methodology}</dd>
      <dt>Location</dt>
      <dd>
        {placeOf(project)} ({formatCoordinates(project.latitude, project.longitude)})
      </dd>
      <dt>Project type</dt>
      <dd>{project.projectType}</dd>
      <dt>Removal or avoidance</dt>
      <dd>{effectLabel(project.effect)}</dd>
      <dt>Crediting period</dt>
      <dd>
        {formatDay(project.creditingPeriodStart)} to {formatDay(project.creditingPeriodEnd)}
      </dd>
      <dt>Vintages</dt>
      <dd>{project.vintages.join(', ')}</dd>
      <dt>Durability</dt>
      <dd>{project.durability}</dd>
      <dt>Verification body</dt>
      <dd>{project.verificationBody}</dd>
    </FactList>
  );
}
