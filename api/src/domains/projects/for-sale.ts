import { asc, inArray } from 'drizzle-orm';
import type { ConsoleProject } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { listings } from '../../db/schema';
import type { ProjectStock } from './projects';

/**
 * What is for sale, as the console's Projects screen shows it: `projects list` with every
 * listing of each project (`listings list`), oldest first, and the tonnes left in each block.
 */
export async function projectsForSale(db: Database, stock: ProjectStock[]): Promise<ConsoleProject[]> {
  if (stock.length === 0) return [];
  const rows = await db
    .select()
    .from(listings)
    .where(inArray(listings.projectId, stock.map((project) => project.projectId)))
    .orderBy(asc(listings.listedAt), asc(listings.id));
  return stock.map(({ projectId, name, sample, pictures, availableTonnes }) => ({
    projectId,
    name,
    sample,
    pictures,
    availableTonnes,
    listings: rows
      .filter((row) => row.projectId === projectId)
      .map(({ id, serialPrefix, vintage, quantity, remaining, active }) => ({ listingId: id, serialPrefix, vintage, quantity, remaining, active })),
  }));
}
