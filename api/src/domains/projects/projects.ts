import type { Readable } from 'node:stream';
import { and, asc, count, eq, gt, inArray, max, min, or, sum } from 'drizzle-orm';
import { pathOf, projects as projectEndpoints } from '@commons/shared/contract';
import { centsToUsd } from '@commons/shared/domain';
import {
  describeIssues,
  ProjectIdSchema,
  validate,
  type PriceRange,
  type Project,
  type ProjectPicture,
  type ProjectSummary,
} from '@commons/shared/schemas';
import { badRequest, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { blobs as blobRows, listings, projectPictures, projects, type ProjectPictureRow, type ProjectRow } from '../../db/schema';
import { apiBasePath } from '../auth/access';
import { toCreditListings } from '../carbon/listings';
import type { ServiceDeps } from '../domain';
import { renditions, type Rendition } from './picture-rendition';
import type { DataSource } from '../../operator/data-file';
import { seedProjects, type SeedOptions } from './project-save';

export type Projects = ReturnType<typeof createProjects>;

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
  `${apiBasePath}/${pathOf(projectEndpoints.projectPicture, { projectId, pictureId: blobKey })}`;

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

/** A content key in a picture's address: 64 hex digits, or no picture. */
const blobKeyPattern = /^[0-9a-f]{64}$/;

const projectIdOf = (raw: string): string => {
  const result = validate(ProjectIdSchema, raw);
  if (!result.ok) throw badRequest(describeIssues(result.issues.map((issue) => ({ ...issue, field: 'projectId' }))));
  return result.value;
};

const noSuchProject = (projectId: string) => notFound(`No project has the id ${projectId}`);

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

/** The projects the listings belong to, as the public pages and operators see them (docs/product-rules.md#carbon-credits). */
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
        listings: await toCreditListings(db, active),
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
    seed: (source?: DataSource, options?: SeedOptions) => seedProjects(db, blobs, source, options),

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
