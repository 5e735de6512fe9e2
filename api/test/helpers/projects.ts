import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { registryProjectUrl } from '@commons/shared/domain';
import { ProjectFieldsSchema, validate, type ProjectFieldsInput } from '@commons/shared/schemas';
import { projects } from '../../src/db/schema';
import { saveProject, toColumns } from '../../src/domains/projects/project-save';
import { checkPicture } from '../../src/domains/projects/picture-check';
import { tempDir } from './build';

/** A real PNG of `width` x `height` pixels in one grey (`shade` tells pictures apart). */
export function png(width: number, height: number, shade = 128): Promise<Buffer> {
  return sharp(Buffer.alloc(width * height, shade), { raw: { width, height, channels: 1 } }).png().toBuffer();
}

/** A project's whole disclosure, valid as it stands; tests break one field at a time. */
export const projectFields = (overrides: Partial<ProjectFieldsInput> = {}): ProjectFieldsInput => ({
  projectId: 'GS9999',
  name: 'Test Wind Farm',
  registry: 'Gold Standard',
  registryUrl: 'https://registry.goldstandard.org/projects?q=GS9999',
  methodology: 'ACM0002 Grid-connected electricity generation from renewable sources',
  projectType: 'Renewable energy: wind power',
  effect: 'avoidance',
  country: 'India',
  region: 'Tamil Nadu',
  latitude: 9.15,
  longitude: 77.6,
  creditingPeriodStart: '2020-01-01',
  creditingPeriodEnd: '2029-12-31',
  vintages: [2022],
  durability: 'Not subject to reversal',
  verificationBody: 'Test Verification Ltd.',
  description: 'Turbines on a ridge feed the grid.',
  sample: false,
  ...overrides,
});

/** A projects file entry: the fields and its pictures by file name. */
export type ProjectEntry = ReturnType<typeof projectFields> & { pictures: Array<{ file: string; alt: string }> };

/**
 * Writes a projects file in a fresh folder with its pictures (`pictures` by file name, bytes)
 * beside it; returns the file's path.
 */
export async function writeProjectFile(projects: object[], pictures: Record<string, Buffer>): Promise<string> {
  const folder = await tempDir('projects');
  for (const [name, bytes] of Object.entries(pictures)) await writeFile(path.join(folder, name), bytes);
  const file = path.join(folder, 'projects.json');
  await writeFile(file, JSON.stringify({ projects }));
  return file;
}

/**
 * The project's disclosure written directly, no pictures, unless it is there already: what a
 * listing needs. Its registry and registry page are the listing's, as a real file's would be.
 */
export async function describeProject(app: FastifyInstance, projectId: string, registry = 'Gold Standard'): Promise<void> {
  const registryUrl = registryProjectUrl(registry, projectId) ?? `https://registry.example.org/projects/${projectId}`;
  const fields = validate(ProjectFieldsSchema, projectFields({ projectId, registry, registryUrl }));
  if (!fields.ok) throw new Error(`test project ${projectId} is not valid: ${JSON.stringify(fields.issues)}`);
  await app.db.insert(projects).values(toColumns(fields.value)).onConflictDoNothing();
}

/** A project saved straight through the service, with one 800x600 PNG (the smallest allowed). */
export async function addProject(app: FastifyInstance, overrides: Partial<ProjectFieldsInput> = {}, shade = 128) {
  const bytes = await png(800, 600, shade);
  const fields = validate(ProjectFieldsSchema, projectFields(overrides));
  if (!fields.ok) throw new Error(`test project is not valid: ${JSON.stringify(fields.issues)}`);
  await saveProject(app.db, app.blobs, {
    fields: fields.value,
    pictures: [{ ...checkPicture(bytes), bytes, alt: 'A grey test picture' }],
  });
  return { fields: fields.value, bytes };
}
