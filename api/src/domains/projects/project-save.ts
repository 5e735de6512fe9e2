import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, count, eq } from 'drizzle-orm';
import type { ProjectFields } from '@commons/shared/schemas';
import type { BlobStore } from '../../blobs';
import type { Database } from '../../db/database';
import { projectPictures, projects, type ProjectPictureRow, type ProjectRow } from '../../db/schema';
import { pictureMaxBytes } from './picture-check';
import { hasLargeRendition, render, renditions, type Rendition } from './picture-rendition';
import type { DataSource } from '../../operator/data-file';
import { readProjectFile, type ProjectDraft } from './project-file';

// Saving projects and their pictures: what `projects seed` and the server's first start do
// (docs/operations.md#operator-commands). Reading them for the public pages is `projects.ts`.

/** What saving a project did: `unchanged` when the file says what the database already holds. */
export type SaveOutcome = 'added' | 'updated' | 'unchanged';

/** Every blob a project's pictures hold: each picture and its renditions. */
const keysOf = (rows: ProjectPictureRow[]) =>
  rows.flatMap((row) => [row.blobKey, row.smallBlobKey, row.largeBlobKey].filter((key): key is string => key !== null));

/** Stores `bytes` as `rendition` in the blob store; returns its key. */
async function storeRendition(blobs: BlobStore, bytes: Uint8Array, rendition: Rendition): Promise<string> {
  const { key } = await blobs.put(Readable.from([await render(bytes, rendition)]), { maxBytes: pictureMaxBytes });
  return key;
}

/** A picture's content key, as the blob store computes it (sha256, hex). */
const keyOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The row's columns from a project's checked fields. */
export const toColumns = ({ projectId, ...fields }: ProjectFields) => ({ id: projectId, ...fields });

/** Whether the row already holds exactly `fields`. */
function sameFields(row: ProjectRow, fields: ProjectFields): boolean {
  const columns = toColumns(fields);
  return (Object.keys(columns) as Array<keyof typeof columns>).every((key) =>
    key === 'vintages' ? row.vintages.join() === columns.vintages.join() : row[key] === columns[key],
  );
}

/** Releases blobs no picture uses any more; one still referred to (by a picture or a document) stays. */
async function releaseBlobs(blobs: BlobStore, keys: string[]): Promise<void> {
  for (const key of keys) await blobs.delete(key).catch(() => undefined);
}

/**
 * Adds a project or brings it to `draft`, its pictures with it, in one transaction; returns
 * what it did. The pictures and their renditions are stored first (content-addressed, so
 * the same bytes are one blob); those a failed save or a replaced picture leaves unused are
 * released. Rows saved before renditions existed (0025) count as changed, so a re-seed adds them.
 * A `dryRun` says what it would do and stores nothing: the console's preview.
 */
export async function saveProject(db: Database, blobs: BlobStore, draft: ProjectDraft, dryRun = false): Promise<SaveOutcome> {
  const { fields } = draft;
  const pictures = draft.pictures.map((picture, position) => ({ ...picture, position, key: keyOf(picture.bytes) }));
  const [existing] = await db.select().from(projects).where(eq(projects.id, fields.projectId));
  const before = existing
    ? await db.select().from(projectPictures).where(eq(projectPictures.projectId, existing.id)).orderBy(asc(projectPictures.position))
    : [];
  const samePictures =
    before.length === pictures.length &&
    before.every((row, i) => row.blobKey === pictures[i]!.key && row.alt === pictures[i]!.alt && row.smallBlobKey !== null);
  if (existing && samePictures && sameFields(existing, fields)) return 'unchanged';
  if (dryRun) return existing ? 'updated' : 'added';

  const stored: string[] = [];
  const copies: Array<{ small: string; large: string | null }> = [];
  try {
    for (const picture of pictures) {
      const { key } = await blobs.put(Readable.from([picture.bytes]), { maxBytes: pictureMaxBytes });
      stored.push(key);
      const small = await storeRendition(blobs, picture.bytes, renditions.small);
      stored.push(small);
      const large = hasLargeRendition(picture.width) ? await storeRendition(blobs, picture.bytes, renditions.large) : null;
      if (large) stored.push(large);
      copies.push({ small, large });
    }
    await db.transaction(async (tx) => {
      const columns = toColumns(fields);
      await tx
        .insert(projects)
        .values(columns)
        .onConflictDoUpdate({ target: projects.id, set: { ...columns, updatedAt: new Date() } });
      await tx.delete(projectPictures).where(eq(projectPictures.projectId, fields.projectId));
      await tx.insert(projectPictures).values(
        pictures.map(({ position, key, contentType, width, height, bytes, alt }) => ({
          projectId: fields.projectId,
          position,
          blobKey: key,
          smallBlobKey: copies[position]!.small,
          largeBlobKey: copies[position]!.large,
          contentType,
          width,
          height,
          size: bytes.length,
          alt,
        })),
      );
    });
  } catch (error) {
    await releaseBlobs(blobs, stored.filter((key) => !keysOf(before).includes(key)));
    throw error;
  }
  await releaseBlobs(blobs, keysOf(before).filter((key) => !stored.includes(key)));
  return existing ? 'updated' : 'added';
}

/** The outcome of a seed, project by project, in the file's order. */
export interface SeededProject {
  projectId: string;
  name: string;
  outcome: SaveOutcome;
}

/** How a seed runs: `dryRun` checks the whole file and says what saving would do, saving nothing. */
export interface SeedOptions {
  dryRun?: boolean;
}

/**
 * Saves every project of the data file (`source`, else `api/data/projects.json`), idempotently by
 * project id. The whole file is checked before anything is saved.
 */
export async function seedProjects(db: Database, blobs: BlobStore, source?: DataSource, { dryRun = false }: SeedOptions = {}): Promise<SeededProject[]> {
  const drafts = await readProjectFile(source);
  const seeded: SeededProject[] = [];
  for (const draft of drafts) {
    const outcome = await saveProject(db, blobs, draft, dryRun);
    seeded.push({ projectId: draft.fields.projectId, name: draft.fields.name, outcome });
  }
  return seeded;
}

/** Loads the data file when there are no projects at all: what the server does on its first start. */
export async function seedProjectsIfEmpty(db: Database, blobs: BlobStore): Promise<SeededProject[]> {
  const [row] = await db.select({ projects: count() }).from(projects);
  if ((row?.projects ?? 0) > 0) return [];
  return seedProjects(db, blobs);
}
