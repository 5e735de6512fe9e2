import * as v from 'valibot';
import { DataFileSchema } from '../../operator/data-file';
import { opsCommand, table, type OpsCommandGroup } from '../../operator/ops-command';
import { type SeededProject } from './project-save';
import { createProjects, type ProjectStock } from './projects';

/** Bodies of `POST /api/operator/projects/<command>`. */
export const ProjectOperatorSchemas = {
  seed: v.object({ file: v.optional(DataFileSchema) }),
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
  options: [{ name: 'file', placeholder: 'F', verbatim: true }],
  run: async (deps, { file }) => ({ projects: await createProjects(deps).seed(file) }),
  print: ({ projects }) => formatSeededProjects(projects),
});

const list = opsCommand({
  group: 'projects',
  action: 'list',
  help: 'every project, with its pictures, active listings and tonnes for sale',
  body: ProjectOperatorSchemas.none,
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
