import { eq, inArray } from 'drizzle-orm';
import type { StaffMember } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { staffProjects, type StaffMemberRow } from '../../db/schema';

/** The projects of each of `staffIds`, by member. */
export async function projectsOf(db: Database, staffIds: string[]): Promise<Map<string, string[]>> {
  const byStaff = new Map(staffIds.map((id) => [id, [] as string[]]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db.select().from(staffProjects).where(inArray(staffProjects.staffId, staffIds)).orderBy(staffProjects.projectId);
  for (const row of rows) byStaff.get(row.staffId)?.push(row.projectId);
  return byStaff;
}

/** A staff member as the console sees itself. */
export async function staffMemberOf(db: Database, row: StaffMemberRow): Promise<StaffMember> {
  const projects = await db.select({ id: staffProjects.projectId }).from(staffProjects).where(eq(staffProjects.staffId, row.id));
  return { id: row.id, email: row.email, name: row.name, role: row.role, projects: projects.map((p) => p.id).sort() };
}
