import * as v from 'valibot';
import { DataUploadSchema } from '@commons/shared/schemas';
import { DataFileSchema } from '../../operator/data-file';
import { OptionalReasonSchema, reasonOption } from '../../operator/reason';
import { opsCommand, table, type OpsCommandGroup } from '../../operator/ops-command';
import { projectsFile } from './project-file';
import { type SeededProject } from './project-save';
import { createProjects, type ProjectStock } from './projects';

/** Bodies of `POST /api/operator/projects/<command>`. */
export const ProjectOperatorSchemas = {
  /** `upload`: a file's text from the console instead of a path (docs/operations.md#projects-and-listings-from-the-console). */
  seed: v.object({ file: v.optional(DataFileSchema), upload: v.optional(DataUploadSchema), reason: OptionalReasonSchema }),
  none: v.object({}),
} as const;

const saidOf = { added: 'Added', updated: 'Updated', unchanged: 'Unchanged' } as const;

export const formatSeededProjects = (seeded: SeededProject[]): string[] =>
  seeded.length === 0
    ? ['No project in the file']
    : seeded.map(({ projectId, name, outcome }) => `${saidOf[outcome]} ${projectId} ${name}`);

/** One aligned line per project: id, name, sample or not, pictures, active listings and tonnes. */
export const formatProjects = (projects: ProjectStock[]): string[] =>
  table(
    projects.map((p) => [
      p.projectId,
      p.name,
      p.sample ? 'sample' : 'real',
      `${p.pictures} picture${p.pictures === 1 ? '' : 's'}`,
      `${p.activeListings} active listing${p.activeListings === 1 ? '' : 's'}`,
      `${p.availableTonnes} t for sale`,
    ]),
    'no projects',
  );

const seed = opsCommand({
  group: 'projects',
  action: 'seed',
  help: 'adds or updates the projects of api/data/projects.json (or --file F) and their pictures',
  body: ProjectOperatorSchemas.seed,
  options: [{ name: 'file', placeholder: 'F', verbatim: true }, reasonOption],
  run: async (deps, { file, upload }) => ({ projects: await createProjects(deps).seed(upload ?? file) }),
  print: ({ projects }) => formatSeededProjects(projects),
  audit: ({ file, upload, reason }, { projects }) => {
    const changed = projects.filter(({ outcome }) => outcome !== 'unchanged');
    const target = upload ? `upload ${upload.name}` : (file ?? projectsFile);
    return changed.length === 0 ? null : { target, reason: reason ?? null, after: { projects: changed } };
  },
});

const list = opsCommand({
  group: 'projects',
  action: 'list',
  help: 'every project, with its pictures, active listings and tonnes for sale',
  body: ProjectOperatorSchemas.none,
  audit: 'read-only',
  run: async (deps) => ({ projects: await createProjects(deps).stock() }),
  print: ({ projects }) => formatProjects(projects),
});

/** What operators do to the projects the listings belong to. */
export const projectCommands: OpsCommandGroup = {
  commands: [seed, list],
  notes:
    'F is a projects file like api/data/projects.json, its pictures named relative to its folder; ' +
    'the whole file is checked before anything is saved, and a project not in it is left as it is. ' +
    'The server also loads the projects file on its first start, when there are no projects.',
};
