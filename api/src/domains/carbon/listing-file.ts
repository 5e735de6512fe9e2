import path from 'node:path';
import * as v from 'valibot';
import { creditUnitOf, knownRegistries, usdToCents } from '@commons/shared/domain';
import { describeIssues, validate } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';
import { apiDir } from '../../paths';
import { dataSourceName, readDataFile, type DataSource } from '../../operator/data-file';
import type { listings } from '../../db/schema';

/** `api/data/listings.json`, the marketplace's listings as shipped. */
export const listingsFile = path.join(apiDir, 'data', 'listings.json');

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const price = v.pipe(v.number(), v.minValue(0));
/** A registry whose unit the certificate can name (shared `registryUnits`); another is refused, not printed as a CER. */
const registry = v.pipe(
  text,
  v.check((name) => creditUnitOf(name) !== undefined, () => `registry must be one of ${knownRegistries()}`),
);

/** One listing of the data file: a project's serial block and its prices in USD per tonne. */
const ListingEntrySchema = v.pipe(
  v.object({
    projectName: text,
    registry,
    projectId: text,
    country: text,
    vintage: v.pipe(v.number(), v.integer()),
    methodology: text,
    serialBlock: text,
    quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
    unitPrice: price,
    markUpPrice: price,
    listedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  v.check((entry) => entry.markUpPrice >= entry.unitPrice, 'markUpPrice must be at least unitPrice'),
);

const ListingFileSchema = v.object({ listings: v.array(ListingEntrySchema) });

export type NewListing = typeof listings.$inferInsert;

/** The file's listings as rows to insert, whole and unsold; a 400 naming what is wrong. */
export async function readListingFile(source: DataSource = listingsFile): Promise<NewListing[]> {
  const result = validate(ListingFileSchema, await readDataFile(source));
  if (!result.ok) throw badRequest(`${dataSourceName(source)}: ${describeIssues(result.issues)}`);
  return result.value.listings.map(({ serialBlock, unitPrice, markUpPrice, listedAt, quantity, ...project }) => ({
    ...project,
    serialPrefix: serialBlock,
    quantity,
    remaining: quantity,
    unitPriceCents: usdToCents(unitPrice),
    markUpPriceCents: usdToCents(markUpPrice),
    listedAt: new Date(listedAt),
  }));
}
