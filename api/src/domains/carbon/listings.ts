import { and, asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { centsToUsd } from '@commons/shared/domain';
import type { CreditListing } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { anyOf } from '../../db/raw';
import { listings, projects, projectTransferAccounts, type ListingRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '@commons/server-kernel/errors';
import type { ServiceDeps } from '../domain';
import type { DataSource } from '../../operator/data-file';
import { readListingFile, type NewListing } from './listing-file';

export type Listings = ReturnType<typeof createListings>;

/** A listing as the Purchasing Credits popup shows it, prices in USD; `transferable`: the projects that take bank transfers. */
export const toCreditListing = (row: ListingRow, transferable: ReadonlySet<string>): CreditListing => ({
  listingId: row.id,
  unitPrice: centsToUsd(row.unitPriceCents),
  markUpPrice: centsToUsd(row.markUpPriceCents),
  projectName: row.projectName,
  projectId: row.projectId,
  registry: row.registry,
  country: row.country,
  vintage: row.vintage,
  methodology: row.methodology,
  available: row.remaining,
  bankTransfer: transferable.has(row.projectId),
});

/** Of these listings' projects, those whose provider set the account transfers are paid to. */
export async function transferableProjects(db: Database, rows: ListingRow[]): Promise<Set<string>> {
  const ids = [...new Set(rows.map((row) => row.projectId))];
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ projectId: projectTransferAccounts.projectId })
    .from(projectTransferAccounts)
    .where(inArray(projectTransferAccounts.projectId, ids));
  return new Set(found.map((row) => row.projectId));
}

/** These listings as the popup shows them, each saying whether its project takes bank transfers. */
export async function toCreditListings(db: Database, rows: ListingRow[]): Promise<CreditListing[]> {
  const transferable = await transferableProjects(db, rows);
  return rows.map((row) => toCreditListing(row, transferable));
}

export const noListingFor = (quantity: number) => notFound(`No listing can supply ${quantity} tonnes right now`);

/**
 * The listing a buyer read can no longer supply the tonnes at the prices read: bought up,
 * deactivated or repriced since. Thrown before anything commits, so nothing was charged.
 */
export class ListingMoved extends AppError {
  constructor(quantity: number) {
    super(409, `This listing can no longer supply ${quantity} tonnes; please try again`);
  }
}

/**
 * The conditional update that takes the listing's next `quantity` serials, provided it still
 * supplies them at the prices the caller read and charged; it returns the first serial
 * (`serial_start`), or no row. The row stays locked until the transaction ends, so a batch of
 * checkouts takes it last, and the batches drawing on one listing queue only for the few
 * statements between it and their commit.
 */
export function serialsTaken(tx: Database, listing: ListingRow, quantity: number) {
  return tx
    .update(listings)
    .set({ nextSerial: sql`${listings.nextSerial} + ${quantity}`, remaining: sql`${listings.remaining} - ${quantity}` })
    .where(
      and(
        eq(listings.id, listing.id),
        eq(listings.active, true),
        gte(listings.remaining, quantity),
        eq(listings.unitPriceCents, listing.unitPriceCents),
        eq(listings.markUpPriceCents, listing.markUpPriceCents),
      ),
    )
    .returning({ serialStart: sql<number>`${listings.nextSerial} - ${quantity}`.as('serial_start') });
}

/**
 * These listings as they are now, by id. With `lock`, locked until the transaction ends, in id
 * order (as records and wallets are); without, a batch takes its serials with `serialsTaken`.
 */
async function listingsById(tx: Database, ids: string[], lock: boolean): Promise<Map<string, ListingRow>> {
  if (ids.length === 0) return new Map();
  const read = tx.select().from(listings).where(anyOf(listings.id, ids));
  const rows = await (lock ? read.orderBy(asc(listings.id)).for('update') : read);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What a batch of retirements draws on, FIFO first (oldest listed, then id): the listings `ids`
 * its checkouts chose and, with `fifo` (a monthly offset or a plan's month among them), every
 * active one with credits left. With `lock`, each is locked as `listingsById` locks them, and
 * read as it is once locked.
 */
export async function listingsToDrawOn(tx: Database, ids: string[], fifo: boolean, lock: boolean): Promise<ListingRow[]> {
  if (!fifo) return [...(await listingsById(tx, ids, lock)).values()];
  const rows = await tx
    .select()
    .from(listings)
    .where(or(anyOf(listings.id, ids), and(eq(listings.active, true), gte(listings.remaining, 1))))
    .orderBy(asc(listings.listedAt), asc(listings.id));
  if (!lock) return rows;
  const locked = await listingsById(tx, rows.map((row) => row.id), true);
  return rows.flatMap((row) => locked.get(row.id) ?? []);
}

/** What is left of a listing, as `listings list` prints it. */
export interface ListingStock {
  listingId: string;
  projectName: string;
  serialPrefix: string;
  quantity: number;
  remaining: number;
  active: boolean;
}

/** Every active listing that can supply all of `quantity`, oldest first (by `listedAt`, then id): FIFO order. */
const supplying = (db: Database, quantity: number) =>
  db
    .select()
    .from(listings)
    .where(and(eq(listings.active, true), gte(listings.remaining, quantity)))
    .orderBy(asc(listings.listedAt), asc(listings.id));

/**
 * The FIFO listing for `quantity`: the oldest active one that can supply all of it, or
 * undefined. Not locked: a batch of retirements takes its serials with `serialsTaken`.
 */
export async function fifoListing(db: Database, quantity: number): Promise<ListingRow | undefined> {
  const [row] = await supplying(db, quantity).limit(1);
  return row;
}

/** Every active listing with credits left, FIFO first: the first that can supply a quantity is its FIFO listing. */
export const fifoListings = (db: Database): Promise<ListingRow[]> => supplying(db, 1);

/**
 * Refuses listings whose project has no disclosure yet: a buyer would be sent to a
 * project page that does not exist. The foreign key holds the same rule; this names the fix.
 */
async function refuseUndescribedProjects(db: Database, entries: NewListing[]): Promise<void> {
  const ids = [...new Set(entries.map((entry) => entry.projectId))];
  const described = await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, ids));
  const known = new Set(described.map((row) => row.id));
  const undescribed = entries.filter((entry) => !known.has(entry.projectId));
  if (undescribed.length === 0) return;
  const named = undescribed.map((entry) => `${entry.serialPrefix} (project ${entry.projectId})`).join(', ');
  throw badRequest(`No listing added: ${named} belongs to no described project; add it with \`pnpm ops projects seed\` first`);
}

/**
 * The listings a load would add: those whose serial block is not listed yet, each block once.
 * Every listing's project must be described, or the whole file is refused. The console's
 * preview stops here; `loadListings` inserts what it returns.
 */
export async function plannedListings(db: Database, entries: NewListing[]): Promise<NewListing[]> {
  if (entries.length === 0) return [];
  await refuseUndescribedProjects(db, entries);
  const listed = await db
    .select({ serialPrefix: listings.serialPrefix })
    .from(listings)
    .where(inArray(listings.serialPrefix, entries.map((entry) => entry.serialPrefix)));
  const seen = new Set(listed.map((row) => row.serialPrefix));
  const planned: NewListing[] = [];
  for (const entry of entries) {
    if (seen.has(entry.serialPrefix)) continue;
    seen.add(entry.serialPrefix);
    planned.push(entry);
  }
  return planned;
}

/** Inserts the listings whose serial block is not there yet; returns those it added. */
export async function loadListings(db: Database, entries: NewListing[]): Promise<ListingRow[]> {
  const planned = await plannedListings(db, entries);
  if (planned.length === 0) return [];
  return db.insert(listings).values(planned).onConflictDoNothing({ target: listings.serialPrefix }).returning();
}

/** Loads the data file when there are no listings at all: what the server does on its first start. */
export async function seedListingsIfEmpty(db: Database): Promise<ListingRow[]> {
  const [row] = await db.select({ listings: count() }).from(listings);
  if ((row?.listings ?? 0) > 0) return [];
  return loadListings(db, await readListingFile());
}

/** The marketplace's credit listings. */
export function createListings({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    /** The listing a purchase of `quantity` tonnes would draw from; 404 when none can supply it. */
    async fifo(quantity: number): Promise<CreditListing> {
      const row = await fifoListing(db, quantity);
      if (!row) throw noListingFor(quantity);
      return toCreditListing(row, await transferableProjects(db, [row]));
    },

    /**
     * Every listing that can supply `quantity`, FIFO first: the projects a buyer may choose
     * instead of the FIFO one. Empty when none can.
     */
    async offers(quantity: number): Promise<CreditListing[]> {
      return toCreditListings(db, await supplying(db, quantity));
    },

    /** Loads the data file (`source`, else the shipped one) idempotently by serial block; returns the listings it added. */
    seed: async (source?: DataSource): Promise<ListingRow[]> => loadListings(db, await readListingFile(source)),

    /**
     * The seed's dry run: the file checked by the same rules, and each of its serial blocks with
     * whether the seed would add it; nothing is saved.
     */
    async preview(source: DataSource): Promise<Array<{ entry: NewListing; added: boolean }>> {
      const entries = await readListingFile(source);
      const planned = new Set(await plannedListings(db, entries));
      return entries.map((entry) => ({ entry, added: planned.has(entry) }));
    },

    /** Every listing, oldest first, with what is left of it. */
    async stock(): Promise<ListingStock[]> {
      const rows = await db.select().from(listings).orderBy(asc(listings.listedAt), asc(listings.id));
      return rows.map(({ id, projectName, serialPrefix, quantity, remaining, active }) => ({
        listingId: id,
        projectName,
        serialPrefix,
        quantity,
        remaining,
        active,
      }));
    },
  };
}
