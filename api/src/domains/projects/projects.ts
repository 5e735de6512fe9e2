import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, count, eq, gt, inArray, max, min, or, sum } from 'drizzle-orm';
import { centsToUsd } from '@commons/shared/domain';
import {
  describeIssues,
  ProjectIdSchema,
  validate,
  type PriceRange,
  type Project,
  type ProjectFields,
  type ProjectPicture,
  type ProjectSummary,
} from '@commons/shared/schemas';
import { badRequest, notFound } from '@commons/platform/errors';
import type { BlobStore } from '../../blobs';
import type { Database } from '../../db/database';
import { blobs as blobRows, listings, projectPictures, projects, type ProjectPictureRow, type ProjectRow } from '../../db/schema';
import { apiBasePath } from '../auth/access';
import { toCreditListing } from '../carbon/listings';
import type { ServiceDeps } from '../domain';
import { pictureMaxBytes } from './picture-check';
import { hasLargeRendition, render, renditions, type Rendition } from './picture-rendition';
import { readProjectFile, type ProjectDraft } from './project-file';

export type Projects = ReturnType<typeof createProjects>;

/** What saving a project did: `unchanged` when the file says what the database already holds. */
export type SaveOutcome = 'added' | 'updated' | 'unchanged';

/** One project of `projects list`: what operators check after a seed. */
export interface ProjectStock {
  projectId: string;
  name: string;
  sample: boolean;
  pictures: number;
  activeListings: number;
  availableTonnes: number;
}

/** The tonnes and prices of a project's active listings with tonnes left. */
interface Stock {
  availableTonnes: number;
  listings: number;
  priceRange: PriceRange | null;
}

const noStock: Stock = { availableTonnes: 0, listings: 0, priceRange: null };

/** Where the public route serves a picture: by its content key, so the address never serves other bytes. */
export const pictureUrl = (projectId: string, blobKey: string) =>
  `${apiBasePath}/projects/${encodeURIComponent(projectId)}/pictures/${blobKey}`;

const toPicture = (row: ProjectPictureRow): ProjectPicture => ({
  url: pictureUrl(row.projectId, row.blobKey),
  alt: row.alt,
  width: row.width,
  height: row.height,
  small: toRendition(row.projectId, row.smallBlobKey, renditions.small),
  large: toRendition(row.projectId, row.largeBlobKey, renditions.large),
});

/** A rendition as the API describes it; null when the picture has none. */
const toRendition = (projectId: string, blobKey: string | null, { width, height }: Rendition) =>
  blobKey ? { url: pictureUrl(projectId, blobKey), width, height } : null;

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

/** A content key in a picture's address: 64 hex digits, or no picture. */
const blobKeyPattern = /^[0-9a-f]{64}$/;

const projectIdOf = (raw: string): string => {
  const result = validate(ProjectIdSchema, raw);
  if (!result.ok) throw badRequest(describeIssues(result.issues.map((issue) => ({ ...issue, field: 'projectId' }))));
  return result.value;
};

const noSuchProject = (projectId: string) => notFound(`No project has the id ${projectId}`);

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

/** The stock of `ids`' active listings (every project's when `ids` is undefined). */
async function stockOf(db: Database, ids?: string[]): Promise<Map<string, Stock>> {
  const rows = await db
    .select({
      projectId: listings.projectId,
      availableTonnes: sum(listings.remaining).mapWith(Number),
      listings: count(),
      minCents: min(listings.markUpPriceCents),
      maxCents: max(listings.markUpPriceCents),
    })
    .from(listings)
    .where(and(eq(listings.active, true), gt(listings.remaining, 0), ids ? inArray(listings.projectId, ids) : undefined))
    .groupBy(listings.projectId);
  return new Map(
    rows.map((row) => [
      row.projectId,
      {
        availableTonnes: row.availableTonnes,
        listings: row.listings,
        priceRange:
          row.minCents === null || row.maxCents === null
            ? null
            : { min: centsToUsd(Number(row.minCents)), max: centsToUsd(Number(row.maxCents)) },
      },
    ]),
  );
}

/** A project's row and first picture as the public list shows them. */
function toSummary(row: ProjectRow, picture: ProjectPictureRow, stock: Stock): ProjectSummary {
  return {
    projectId: row.id,
    name: row.name,
    projectType: row.projectType,
    effect: row.effect,
    country: row.country,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    sample: row.sample,
    picture: toPicture(picture),
    availableTonnes: stock.availableTonnes,
    priceRange: stock.priceRange,
  };
}

/**
 * Adds a project or brings it to `draft`, its pictures with it, in one transaction; returns
 * what it did. The pictures and their renditions are stored first (content-addressed, so
 * the same bytes are one blob); those a failed save or a replaced picture leaves unused are
 * released. Rows saved before renditions existed (0025) count as changed, so a re-seed adds them.
 */
export async function saveProject(db: Database, blobs: BlobStore, draft: ProjectDraft): Promise<SaveOutcome> {
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

/**
 * Saves every project of the data file (`file`, else `api/data/projects.json`), idempotently by
 * project id. The whole file is checked before anything is saved.
 */
export async function seedProjects(db: Database, blobs: BlobStore, file?: string): Promise<SeededProject[]> {
  const drafts = await readProjectFile(file);
  const seeded: SeededProject[] = [];
  for (const draft of drafts) {
    const outcome = await saveProject(db, blobs, draft);
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

/** The projects the listings belong to, as the public pages and operators see them (issue 33). */
export function createProjects({ db, blobs }: Pick<ServiceDeps, 'db' | 'blobs'>) {
  async function find(rawId: string): Promise<ProjectRow> {
    const projectId = projectIdOf(rawId);
    const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
    if (!row) throw noSuchProject(projectId);
    return row;
  }

  return {
    /** Every project with a picture, by name, with its stock: the public list and the map. */
    async list(): Promise<ProjectSummary[]> {
      const rows = await db.select().from(projects).orderBy(asc(projects.name), asc(projects.id));
      const firsts = await db.select().from(projectPictures).where(eq(projectPictures.position, 0));
      const pictureOf = new Map(firsts.map((picture) => [picture.projectId, picture]));
      const stock = await stockOf(db);
      return rows.flatMap((row) => {
        const picture = pictureOf.get(row.id);
        return picture ? [toSummary(row, picture, stock.get(row.id) ?? noStock)] : [];
      });
    },

    /** One project's whole disclosure, pictures and active listings; 400 for a malformed id, 404 for an unknown one. */
    async get(rawId: string): Promise<Project> {
      const row = await find(rawId);
      const pictures = await db
        .select()
        .from(projectPictures)
        .where(eq(projectPictures.projectId, row.id))
        .orderBy(asc(projectPictures.position));
      const [first] = pictures;
      if (!first) throw noSuchProject(row.id);
      const active = await db
        .select()
        .from(listings)
        .where(and(eq(listings.projectId, row.id), eq(listings.active, true), gt(listings.remaining, 0)))
        .orderBy(asc(listings.listedAt), asc(listings.id));
      const stock = (await stockOf(db, [row.id])).get(row.id) ?? noStock;
      return {
        ...toSummary(row, first, stock),
        registry: row.registry,
        registryUrl: row.registryUrl,
        methodology: row.methodology,
        creditingPeriodStart: row.creditingPeriodStart,
        creditingPeriodEnd: row.creditingPeriodEnd,
        vintages: row.vintages,
        durability: row.durability,
        verificationBody: row.verificationBody,
        description: row.description,
        pictures: pictures.map(toPicture),
        listings: active.map(toCreditListing),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** A picture's or one of its renditions' bytes by its address; 404 unless that project shows it. */
    async picture(rawId: string, blobKey: string): Promise<{ contentType: string; size: number; content: Readable }> {
      const projectId = projectIdOf(rawId);
      const missing = notFound('No such picture');
      if (!blobKeyPattern.test(blobKey)) throw missing;
      const [row] = await db
        .select({ contentType: projectPictures.contentType, original: projectPictures.blobKey, size: blobRows.size })
        .from(projectPictures)
        .innerJoin(blobRows, eq(blobRows.key, blobKey))
        .where(
          and(
            eq(projectPictures.projectId, projectId),
            or(eq(projectPictures.blobKey, blobKey), eq(projectPictures.smallBlobKey, blobKey), eq(projectPictures.largeBlobKey, blobKey)),
          ),
        )
        .limit(1);
      if (!row) throw missing;
      const content = await blobs.get(blobKey);
      if (!content) throw new Error(`blob ${blobKey} of project ${projectId}'s picture is missing`);
      // Every rendition is WebP; the original is what it was uploaded as.
      return { contentType: row.original === blobKey ? row.contentType : renditions.small.contentType, size: row.size, content };
    },

    /** Loads a projects file (by default `api/data/projects.json`): adds or updates, idempotently. */
    seed: (file?: string) => seedProjects(db, blobs, file),

    /** Every project with its pictures and active listings counted: `projects list`. */
    async stock(): Promise<ProjectStock[]> {
      const rows = await db.select().from(projects).orderBy(asc(projects.name), asc(projects.id));
      const counts = await db
        .select({ projectId: projectPictures.projectId, pictures: count() })
        .from(projectPictures)
        .groupBy(projectPictures.projectId);
      const picturesOf = new Map(counts.map((row) => [row.projectId, row.pictures]));
      const stock = await stockOf(db);
      return rows.map((row) => ({
        projectId: row.id,
        name: row.name,
        sample: row.sample,
        pictures: picturesOf.get(row.id) ?? 0,
        activeListings: stock.get(row.id)?.listings ?? 0,
        availableTonnes: stock.get(row.id)?.availableTonnes ?? 0,
      }));
    },
  };
}
