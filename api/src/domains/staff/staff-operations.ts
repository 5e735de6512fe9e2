import { asc, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@commons/shared/schemas';
import { badRequest, conflict, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { projects, staffMembers, staffProjects, type StaffMemberRow, type StaffStatus } from '../../db/schema';
import type { CommandDeps } from '../../operator/ops-command';
import { endConsoleSessions } from './console-sessions';
import { invite, voidInvitations } from './invitations';
import { createStaffSecondFactor } from './staff-second-factor';
import { projectsOf } from './staff-view';

/** One staff member as `staff list` prints it. */
export interface StaffListing {
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  projects: string[];
}

/** What a command that mails a link did: to whom, until when the link works. */
export interface Invited {
  email: string;
  role: StaffRole;
  expiresAt: string;
}

const noSuchStaff = (email: string) => notFound(`No staff member has the email ${email}`);

/**
 * A provider acts for at least one existing project; the other roles for none
 * (docs/operations.md#staff). The project ids, checked.
 */
async function checkProjects(db: Database, role: StaffRole, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (role !== 'provider') {
    if (wanted.length > 0) throw badRequest(`--project applies to the provider role only, not ${role}`);
    return [];
  }
  if (wanted.length === 0) throw badRequest('A provider acts for at least one project: give --project <projectId>');
  const found = await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, wanted));
  const missing = wanted.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw badRequest(`No project has the id ${missing.join(', ')}`);
  return wanted;
}

/** The staff member of `email`, locked in the transaction `db`. */
async function lockedStaff(db: Database, email: string): Promise<StaffMemberRow> {
  const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).for('update');
  if (!staff) throw noSuchStaff(email);
  return staff;
}

/** What `pnpm ops staff ...` does; each change is one transaction, its mail queued in it. */
export function createStaffOperations(deps: CommandDeps) {
  const { db } = deps;
  const secondFactor = createStaffSecondFactor(deps.config);

  return {
    /** Adds a staff member (invited) and mails the invitation. */
    async add(input: { email: string; name: string; role: StaffRole; project: string[] }): Promise<Invited> {
      return db.transaction(async (tx) => {
        const projectIds = await checkProjects(tx, input.role, input.project);
        const [staff] = await tx
          .insert(staffMembers)
          .values({ email: input.email, name: input.name, role: input.role })
          .onConflictDoNothing({ target: staffMembers.email })
          .returning();
        if (!staff) throw conflict(`A staff member with the email ${input.email} exists already`);
        if (projectIds.length > 0) await tx.insert(staffProjects).values(projectIds.map((projectId) => ({ staffId: staff.id, projectId })));
        const expiresAt = await invite({ ...deps, db: tx }, secondFactor, staff, 'invited');
        return { email: staff.email, role: staff.role, expiresAt: expiresAt.toISOString() };
      });
    },

    async list(): Promise<StaffListing[]> {
      const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.email));
      const byStaff = await projectsOf(db, rows.map((row) => row.id));
      return rows.map(({ id, email, name, role, status }) => ({ email, name, role, status, projects: byStaff.get(id) ?? [] }));
    },

    /** Gives a new role (and a provider's projects); the member's sessions end. */
    async changeRole(input: { email: string; role: StaffRole; project: string[] }): Promise<StaffListing> {
      return db.transaction(async (tx) => {
        const staff = await lockedStaff(tx, input.email);
        const projectIds = await checkProjects(tx, input.role, input.project);
        await tx.update(staffMembers).set({ role: input.role }).where(eq(staffMembers.id, staff.id));
        await tx.delete(staffProjects).where(eq(staffProjects.staffId, staff.id));
        if (projectIds.length > 0) await tx.insert(staffProjects).values(projectIds.map((projectId) => ({ staffId: staff.id, projectId })));
        await endConsoleSessions(tx, staff.id);
        return { email: staff.email, name: staff.name, role: input.role, status: staff.status, projects: projectIds };
      });
    },

    /** Disables a member: sessions end, open invitations stop working, sign-in is refused. */
    async disable(email: string): Promise<{ email: string }> {
      return db.transaction(async (tx) => {
        const staff = await lockedStaff(tx, email);
        if (staff.status === 'disabled') throw conflict(`${email} is disabled already`);
        await tx.update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.id, staff.id));
        await endConsoleSessions(tx, staff.id);
        await voidInvitations(tx, staff.id);
        return { email };
      });
    },

    /**
     * Forgets a member's second factor (a lost phone): sessions end, the app's seed and the
     * recovery codes stop working, and a new link to enrol is mailed.
     */
    async resetTwoFactor(email: string): Promise<Invited> {
      return db.transaction(async (tx) => {
        const staff = await lockedStaff(tx, email);
        if (staff.status === 'disabled') throw conflict(`${email} is disabled: nothing to reset`);
        await secondFactor.forget(tx, staff.id);
        await endConsoleSessions(tx, staff.id);
        const expiresAt = await invite({ ...deps, db: tx }, secondFactor, staff, 'second-factor-reset');
        return { email, role: staff.role, expiresAt: expiresAt.toISOString() };
      });
    },
  };
}
