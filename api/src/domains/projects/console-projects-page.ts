import { and, count, eq, sql } from 'drizzle-orm';
import type { ConsoleProjectsQuery } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { listings, projectPictures, projects } from '../../db/schema';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
import type { ProjectStock } from './projects';

/** The tonnes a project has for sale: those left in its active listings, as `projects list` counts them. */
const availableTonnes = sql<number>`coalesce(sum(${listings.remaining}) filter (where ${listings.active} and ${listings.remaining} > 0), 0)::int`;
const pictures = sql<number>`(select count(*) from ${projectPictures} where ${projectPictures.projectId} = ${projects.id})::int`;
const activeListings = sql<number>`(count(${listings.id}) filter (where ${listings.active} and ${listings.remaining} > 0))::int`;

const sortColumns: SortColumns<ConsoleProjectsQuery['sort']> = {
  name: projects.name,
  availableTonnes,
  pictures,
};

/**
 * One numbered page of the projects for the console (docs/api.md#console-tables), summed, sorted,
 * searched by name or id and paged in SQL, with how many match in all.
 */
export async function consoleProjectsPage(db: Database, query: ConsoleProjectsQuery): Promise<{ stock: ProjectStock[]; total: number }> {
  const matching = and(
    searchOf(query.q, projects.name, projects.id),
    query.kind === undefined ? undefined : eq(projects.sample, query.kind === 'sample'),
  );
  const { limit, offset } = pageWindow(query);
  const stock = await db
    .select({ projectId: projects.id, name: projects.name, sample: projects.sample, pictures, activeListings, availableTonnes })
    .from(projects)
    .leftJoin(listings, eq(listings.projectId, projects.id))
    .where(matching)
    .groupBy(projects.id)
    .orderBy(...orderOf(sortColumns, query, projects.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(projects).where(matching);
  return { stock, total: counted?.total ?? 0 };
}
