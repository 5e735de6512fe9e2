import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import {
  describeIssues,
  messages,
  projectLimits,
  ProjectFieldsSchema,
  ProjectIdSchema,
  ProjectPictureTextSchema,
  requiredText,
  validate,
  type ProjectFields,
} from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';
import { apiDir } from '../../paths';
import { dataSourceName, readDataFile, type DataSource } from '../../operator/data-file';
import { checkPicture, PictureRefused, pictureMaxBytes, type CheckedPicture } from './picture-check';

/** `api/data/projects.json`, the projects as shipped; their pictures lie under `api/data/projects/`. */
export const projectsFile = path.join(apiDir, 'data', 'projects.json');

/** A picture of the file: its bytes, checked, and the words that stand for it. */
export interface PictureDraft extends CheckedPicture {
  bytes: Buffer;
  alt: string;
}

/** A project as an operator wrote it, every field and picture checked, ready to save. */
export interface ProjectDraft {
  fields: ProjectFields;
  pictures: PictureDraft[];
}

/** The pictures of one project: files beside the data file, each with its alt text. */
const PicturesSchema = v.pipe(
  v.array(
    v.object({
      file: requiredText(messages.required, { max: 300 }),
      ...ProjectPictureTextSchema.entries,
    }),
    'must be a list',
  ),
  v.minLength(1, 'must hold at least one picture'),
  v.maxLength(projectLimits.picturesMax, `must hold at most ${projectLimits.picturesMax} pictures`),
);

const ProjectFileSchema = v.object({ projects: v.array(v.unknown(), 'must be a list') });

/** `pictures[0]: must be at least 800x600 pixels (...)`, prefixed with the project it belongs to. */
const refusal = (where: string, message: string) => badRequest(`${where}: ${message}`);

/**
 * Where a file's pictures are read: beside a file on disk; for an upload, among the pictures
 * already on the server (api/data/), which is all an uploaded file can name
 * (docs/operations.md#projects-and-listings-from-the-console).
 */
export interface PictureFolder {
  folder: string;
  uploaded: boolean;
}

const pictureFolderOf = (source: DataSource): PictureFolder =>
  typeof source === 'string' ? { folder: path.dirname(source), uploaded: false } : { folder: path.dirname(projectsFile), uploaded: true };

const notOnServer = '; an uploaded projects file can only name pictures already on the server, under api/data/projects/';

/** Reads a picture named by the file, relative to its folder; refuses one outside it. */
async function readPicture({ folder, uploaded }: PictureFolder, name: string, where: string): Promise<Buffer> {
  const file = path.resolve(folder, name);
  if (path.relative(folder, file).startsWith('..')) throw refusal(where, 'must be a file in the data file\'s folder');
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw refusal(where, `no such file ${name}${uploaded ? notOnServer : ''}`);
  if (info.size > pictureMaxBytes) throw refusal(where, `must be at most ${pictureMaxBytes / 1024 / 1024} MB`);
  return readFile(file);
}

/**
 * Checks one project as an operator gave it (`entry`, its pictures' names relative to
 * `folder`'s): the shared schema's fields, then each picture's bytes. Throws a 400 naming the
 * project and the field, so nothing is saved of a project that breaks a rule.
 */
export async function checkProject(entry: unknown, folder: PictureFolder, label: string): Promise<ProjectDraft> {
  const fields = validate(ProjectFieldsSchema, entry);
  // The project's id names it in every refusal, when the id itself is fine.
  const id = validate(ProjectIdSchema, (entry as { projectId?: unknown } | null)?.projectId);
  const named = id.ok ? `${label} (${id.value})` : label;
  if (!fields.ok) throw badRequest(`${named}: ${describeIssues(fields.issues)}`);
  const listed = validate(PicturesSchema, (entry as { pictures?: unknown }).pictures);
  if (!listed.ok) throw badRequest(`${named}: ${describeIssues(listed.issues.map((issue) => ({ ...issue, field: `pictures${issue.field ? `.${issue.field}` : ''}` })))}`);
  const pictures: PictureDraft[] = [];
  for (const [index, { file, alt }] of listed.value.entries()) {
    const where = `${named}: pictures.${index} (${file})`;
    const bytes = await readPicture(folder, file, where);
    try {
      pictures.push({ ...checkPicture(bytes), bytes, alt });
    } catch (error) {
      if (error instanceof PictureRefused) throw refusal(where, error.message);
      throw error;
    }
  }
  return { fields: fields.value, pictures };
}

/**
 * Every project of the data file, checked whole before any is saved: one bad entry refuses
 * the file with its reason, so a seed either saves all of it or changes nothing.
 */
export async function readProjectFile(source: DataSource = projectsFile): Promise<ProjectDraft[]> {
  const file = dataSourceName(source);
  const parsed = validate(ProjectFileSchema, await readDataFile(source));
  if (!parsed.ok) throw badRequest(`${file}: ${describeIssues(parsed.issues)}`);
  const folder = pictureFolderOf(source);
  const drafts: ProjectDraft[] = [];
  for (const [index, entry] of parsed.value.projects.entries()) {
    drafts.push(await checkProject(entry, folder, `projects.${index}`));
  }
  const ids = drafts.map((draft) => draft.fields.projectId);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw badRequest(`${file}: project ${twice} is listed twice`);
  return drafts;
}
