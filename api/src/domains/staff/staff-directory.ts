import { and, count, eq, inArray } from 'drizzle-orm';
import type { StaffListItem, StaffListQuery } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { staffMembers, staffTotpSeeds } from '../../db/schema';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
import { projectsOf } from './staff-view';

const sortColumns: SortColumns<StaffListQuery['sort']> = {
  name: staffMembers.name,
  email: staffMembers.email,
  role: staffMembers.role,
  status: staffMembers.status,
};

/**
 * One page of staff members, sorted as asked, with a provider's projects and whether an app is
 * enrolled (a seed is kept from acceptance until a reset), and how many match in all.
 */
export async function staffPage(db: Database, query: StaffListQuery): Promise<{ staff: StaffListItem[]; total: number }> {
  const { role, status, q } = query;
  const matching = and(
    role ? eq(staffMembers.role, role) : undefined,
    status ? eq(staffMembers.status, status) : undefined,
    searchOf(q, staffMembers.email, staffMembers.name),
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(staffMembers)
    .where(matching)
    .orderBy(...orderOf(sortColumns, query, staffMembers.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(staffMembers).where(matching);
  const ids = rows.map((row) => row.id);
  const byStaff = await projectsOf(db, ids);
  const enrolled =
    ids.length === 0 ? [] : await db.select({ staffId: staffTotpSeeds.staffId }).from(staffTotpSeeds).where(inArray(staffTotpSeeds.staffId, ids));
  const staff = rows.map(({ id, email, name, role: given, status: now }) => ({
    id,
    email,
    name,
    role: given,
    status: now,
    projects: byStaff.get(id) ?? [],
    secondFactor: enrolled.some((seed) => seed.staffId === id),
  }));
  return { staff, total: counted?.total ?? 0 };
}
