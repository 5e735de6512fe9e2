import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { StaffListItem, StaffRole, StaffStatus } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { staffMembers, staffTotpSeeds } from '../../db/schema';
import { projectsOf } from './staff-view';

/** Which members the console's list shows: a numbered page, optionally of one role and one status. */
export interface StaffFilter {
  page: number;
  limit: number;
  role?: StaffRole | undefined;
  status?: StaffStatus | undefined;
}

/**
 * One page of staff members by email, with a provider's projects and whether an app is
 * enrolled (a seed is kept from acceptance until a reset), and how many match in all.
 */
export async function staffPage(db: Database, { page, limit, role, status }: StaffFilter): Promise<{ staff: StaffListItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (role) conditions.push(eq(staffMembers.role, role));
  if (status) conditions.push(eq(staffMembers.status, status));
  const matching = and(...conditions);
  const rows = await db
    .select()
    .from(staffMembers)
    .where(matching)
    .orderBy(asc(staffMembers.email))
    .limit(limit)
    .offset((page - 1) * limit);
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
