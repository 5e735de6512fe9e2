import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { creditUnitOf, formatSerialRange, registryProjectUrl, registryRetirementUrl } from '@commons/shared/domain';
import { handleText, type PublicCertificate, type PublicImpact, type PublicPageSettings, type UpdatePublicPage } from '@commons/shared/schemas';
import { conflict, notFound } from '@commons/server-kernel/errors';
import { isUniqueViolation } from '@commons/server-kernel/db/errors';
import { individuals, listings, projects, publicPages, retirements } from '../../db/schema';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { requireVerifiedOwner } from '../users/verified-owner';
import { cachedShareImages } from './share-image';

export type PublicPagesService = ReturnType<typeof createPublicPages>;

/** The same answer for a handle nobody has and a page turned off: nothing tells that one exists. */
const noPage = () => notFound('No public page has this handle');

const handleTaken = () => conflict('This handle is taken: choose another');

/** What a handle may be (the owner's form checks the same). */
const validHandle = handleText();

/** What a shown page's head and share image state. */
export interface Headline {
  handle: string;
  displayName: string;
  totalTonnes: number;
  /** Of the total, the tonnes of sample retirements (docs/product-rules.md#sample-retirements). */
  sampleTonnes: number;
}

const noSettings: PublicPageSettings = { enabled: false, handle: null, displayName: null };

/** Tonnes retired per calendar year (UTC) of `certificates`, newest year first. */
function tonnesPerYear(certificates: PublicCertificate[]): PublicImpact['years'] {
  const byYear = new Map<number, number>();
  for (const { retiredAt, quantity } of certificates) {
    const year = new Date(retiredAt).getUTCFullYear();
    byYear.set(year, (byYear.get(year) ?? 0) + quantity);
  }
  return [...byYear].sort(([a], [b]) => b - a).map(([year, tonnes]) => ({ year, tonnes }));
}

/**
 * The public impact page (docs/product-rules.md#the-public-impact-page): the owner's settings, and
 * the page a handle shows while it is on: the display name the owner chose and the account's
 * retirements, nothing else personal. Read from the database on every request, so turning it off is
 * a 404 at once on every instance.
 */
export function createPublicPages({ db }: Pick<ServiceDeps, 'db'>) {
  const images = cachedShareImages();
  /**
   * The page `handle` names, whatever its case, while it is on, its account not erased and its
   * owner's address verified (a page set up before the proof is not the holder's to show).
   */
  async function shownPage(handle: string) {
    const page = await findShown(handle);
    if (!page) throw noPage();
    return page;
  }

  async function findShown(handle: string) {
    // A string no handle can be (a NUL byte, 500 characters) names no page, and PostgreSQL is
    // not asked about it: it refuses a NUL in text with an error, not a row.
    if (!v.is(validHandle, handle)) return undefined;
    const [page] = await db
      .select({ ownerId: publicPages.ownerId, handle: publicPages.handle, displayName: publicPages.displayName })
      .from(publicPages)
      .innerJoin(individuals, eq(individuals.id, publicPages.ownerId))
      .where(
        and(
          sql`lower(${publicPages.handle}) = lower(${handle})`,
          eq(publicPages.enabled, true),
          isNull(individuals.erasedAt),
          isNotNull(individuals.emailVerifiedAt),
        ),
      );
    return page;
  }

  /** The name and total of a page shown, or null: what its head and share image state. */
  async function headline(handle: string): Promise<Headline | null> {
    const page = await findShown(handle);
    if (!page) return null;
    const [total] = await db
      .select({
        tonnes: sql<number>`coalesce(sum(${retirements.quantity}), 0)::int`,
        sample: sql<number>`coalesce(sum(${retirements.quantity}) filter (where ${retirements.sample}), 0)::int`,
      })
      .from(retirements)
      .where(eq(retirements.ownerId, page.ownerId));
    return { handle: page.handle, displayName: page.displayName, totalTonnes: Number(total?.tonnes ?? 0), sampleTonnes: Number(total?.sample ?? 0) };
  }

  async function certificatesOf(ownerId: string): Promise<PublicCertificate[]> {
    const rows = await db
      .select({ retirement: retirements, listing: listings, projectPage: projects.registryUrl })
      .from(retirements)
      .innerJoin(listings, eq(listings.id, retirements.listingId))
      .leftJoin(projects, eq(projects.id, listings.projectId))
      .where(eq(retirements.ownerId, ownerId))
      .orderBy(desc(retirements.retiredAt), desc(retirements.seq));
    return rows.map(({ retirement, listing, projectPage }) => ({
      checkoutId: retirement.id,
      quantity: retirement.quantity,
      unit: creditUnitOf(listing.registry)?.code,
      projectName: listing.projectName,
      projectId: listing.projectId,
      registry: listing.registry,
      // The project's own link when it is described (`projects`), else the one its id implies.
      registryUrl: projectPage ?? registryProjectUrl(listing.registry, listing.projectId),
      country: listing.country,
      vintage: listing.vintage,
      serialRange: formatSerialRange({ prefix: listing.serialPrefix, start: retirement.serialStart, end: retirement.serialEnd }),
      retiredAt: retirement.retiredAt.toISOString(),
      sample: retirement.sample,
      registryRetirementUrl: registryRetirementUrl(
        listing.registry,
        formatSerialRange({ prefix: listing.serialPrefix, start: retirement.serialStart, end: retirement.serialEnd }),
        retirement.sample,
      ),
    }));
  }

  async function impact(handle: string): Promise<PublicImpact> {
    const page = await shownPage(handle);
    const certificates = await certificatesOf(page.ownerId);
    const totalTonnes = certificates.reduce((sum, { quantity }) => sum + quantity, 0);
    const sampleTonnes = certificates.reduce((sum, { quantity, sample }) => sum + (sample ? quantity : 0), 0);
    return { handle: page.handle, displayName: page.displayName, totalTonnes, sampleTonnes, years: tonnesPerYear(certificates), certificates };
  }

  return {
    /** The owner's settings; none chosen yet reads as off, without a handle. */
    async settings(account: Account): Promise<PublicPageSettings> {
      const [row] = await db.select().from(publicPages).where(eq(publicPages.ownerId, account.ownerId));
      return row ? { enabled: row.enabled, handle: row.handle, displayName: row.displayName } : noSettings;
    },

    /**
     * Saves the page on or off under its handle; a handle another account holds (any case) is a
     * 409 and changes nothing. Turning it on waits for the owner's verified address.
     */
    async update(account: Account, input: UpdatePublicPage): Promise<PublicPageSettings> {
      if (input.enabled) await requireVerifiedOwner(db, account, 'public-page');
      const values = { ownerId: account.ownerId, ...input };
      try {
        await db
          .insert(publicPages)
          .values(values)
          .onConflictDoUpdate({ target: publicPages.ownerId, set: { ...input, updatedAt: sql`now()` } });
      } catch (error) {
        if (isUniqueViolation(error)) throw handleTaken();
        throw error;
      }
      return { enabled: input.enabled, handle: input.handle, displayName: input.displayName };
    },

    /** What `/u/<handle>` shows; a 404 for a handle nobody has or a page turned off. */
    impact,

    /** What the page's head states (title, description), or null while no page is shown. */
    headline,

    /** The page's share image: a PNG, 1200x630, with the display name and the tonnes retired. */
    async shareImage(handle: string): Promise<Buffer> {
      const shown = await headline(handle);
      if (!shown) throw noPage();
      return images(shown);
    },
  };
}
