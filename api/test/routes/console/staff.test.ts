import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import { staffMembers, staffTotpSeeds } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/build';
import { describeProject } from '../../helpers/projects';
import { codeAt, roomInStep } from '../../helpers/two-factor';
import { consoleCall, signedInStaff, staffEmail, staffOps } from '../../helpers/staff';

type Operator = Awaited<ReturnType<typeof signedInStaff>>;

/**
 * A change as the Staff screen sends it: the operator's cookie and, unless `code` is null, the
 * app's code one step ahead (the sign-in spent the current one; each step confirms once).
 */
async function change(app: FastifyInstance, operator: Operator, path: string, payload: object, code: string | null | 'next' = 'next') {
  const sent = code === 'next' ? await codeAt(operator.secret, 1) : code;
  return consoleCall(app, 'POST', path, { payload, cookie: operator.cookie, headers: sent === null ? {} : { 'console-code': sent } });
}

const eventsOf = (app: FastifyInstance, kind: string, target: string) =>
  app.db.select().from(auditEvents).where(and(eq(auditEvents.kind, kind), eq(auditEvents.target, target)));

/** An invited member to act on; cheap, as no password or app is set up. */
async function invitedMember(app: FastifyInstance, role: 'operator' | 'release-engineer' = 'release-engineer') {
  const email = staffEmail();
  await staffOps(app).add({ email, name: 'Tess Target', role, project: [] });
  return email;
}

describe('the console Staff screen API', () => {
  const ctx = useTestApp();

  it('should list staff a page at a time, filtered by role and status, with the second factor', async () => {
    const operator = await signedInStaff(ctx.app);
    await invitedMember(ctx.app);
    await invitedMember(ctx.app);
    const page = await consoleCall(ctx.app, 'GET', '/staff?role=release-engineer&status=invited&limit=1&page=2', { cookie: operator.cookie });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ page: number; limit: number; total: number; staff: Array<Record<string, unknown>> }>();
    expect(body).toMatchObject({ page: 2, limit: 1 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.staff).toEqual([expect.objectContaining({ role: 'release-engineer', status: 'invited', secondFactor: false, projects: [] })]);
    const active = (await consoleCall(ctx.app, 'GET', '/staff?status=active&limit=50', { cookie: operator.cookie })).json<{ staff: Array<{ email: string; secondFactor: boolean }> }>();
    expect(active.staff.find((member) => member.email === operator.email)).toMatchObject({ secondFactor: true });
    const wrong = await consoleCall(ctx.app, 'GET', '/staff?status=asleep', { cookie: operator.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/status must be one of invited, active, disabled/);
  });

  it('should sort by name, email, role and status, each way, and search by a part of the email or name', async () => {
    const operator = await signedInStaff(ctx.app);
    const tag = randomUUID().slice(0, 8);
    const members = [
      { email: `b-${tag}@example.com`, name: `Zoe ${tag}`, role: 'operator' as const },
      { email: `a-${tag}@example.com`, name: `Yann ${tag}`, role: 'release-engineer' as const },
      { email: `c-${tag}@example.com`, name: `Xavi ${tag}`, role: 'operator' as const },
    ];
    for (const member of members) await staffOps(ctx.app).add({ ...member, project: [] });
    await staffOps(ctx.app).disable(members[2]!.email);
    const list = async (query: string) => {
      const reply = await consoleCall(ctx.app, 'GET', `/staff?q=${tag}&${query}`, { cookie: operator.cookie });
      expect(reply.statusCode, query).toBe(200);
      return reply.json<{ total: number; staff: Array<{ email: string }> }>();
    };
    const emails = async (query: string) => (await list(query)).staff.map((member) => member.email[0]);
    expect(await emails('')).toEqual(['a', 'b', 'c']);
    expect(await emails('sort=email&order=desc')).toEqual(['c', 'b', 'a']);
    expect(await emails('sort=name')).toEqual(['c', 'a', 'b']);
    expect(await emails('sort=name&order=desc')).toEqual(['b', 'a', 'c']);
    // Roles and statuses sort as the database orders them; ties fall back to one fixed order.
    const byRole = await emails('sort=role');
    expect(byRole.indexOf('a') === 0 || byRole.indexOf('a') === 2).toBe(true);
    expect(await emails('sort=role&order=desc')).toEqual([...byRole].reverse());
    const byStatus = await emails('sort=status');
    expect(byStatus.indexOf('c') === 0 || byStatus.indexOf('c') === 2).toBe(true);
    expect(await emails('sort=status&order=desc')).toEqual([...byStatus].reverse());
    // The search reads the name as well, in any case, and pages what it found.
    expect(await list('limit=1&page=2&sort=email')).toMatchObject({ total: 3, staff: [{ email: members[0]!.email }] });
    const byName = await consoleCall(ctx.app, 'GET', `/staff?q=${encodeURIComponent(`zoe ${tag}`.toUpperCase())}`, { cookie: operator.cookie });
    expect(byName.json()).toMatchObject({ total: 1, staff: [{ email: members[0]!.email }] });
    expect(await list('status=disabled')).toMatchObject({ total: 1, staff: [{ email: members[2]!.email }] });
    for (const [query, message] of [
      ['sort=password', 'sort: must be one of name, email, role, status'],
      ['order=sideways', 'order: must be one of asc, desc'],
      ['page=-1', 'page: page must be a whole number'],
    ] as const) {
      const refused = await consoleCall(ctx.app, 'GET', `/staff?${query}`, { cookie: operator.cookie });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toEqual({ message });
    }
  });

  it('should invite only with the current code of the operator\'s app, and audit the operator', async () => {
    const operator = await signedInStaff(ctx.app);
    await describeProject(ctx.app, 'GS5151');
    const email = staffEmail();
    const invitation = { email, name: 'Pia Provider', role: 'provider', projects: ['GS5151'] };
    await roomInStep();
    const without = await change(ctx.app, operator, '/staff', invitation, null);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ message: 'Enter the current code from your app to confirm' });
    const wrong = await change(ctx.app, operator, '/staff', invitation, await codeAt(operator.secret, 5));
    expect(wrong.statusCode).toBe(403);
    expect(await ctx.app.db.select().from(staffMembers).where(eq(staffMembers.email, email))).toEqual([]);

    const invited = await change(ctx.app, operator, '/staff', invitation);
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({ email, role: 'provider', expiresAt: expect.any(String) });
    const [event] = await eventsOf(ctx.app, 'staff.add', email);
    expect(event).toMatchObject({ actorKind: 'staff', actorName: 'Sam Staff', after: { role: 'provider', projects: ['GS5151'], status: 'invited' } });
    const again = await change(ctx.app, operator, '/staff', invitation, await codeAt(operator.secret, 1));
    expect(again.statusCode).toBe(403);
  });

  it('should refuse a provider without projects with the command line\'s message', async () => {
    const operator = await signedInStaff(ctx.app);
    const answer = await change(ctx.app, operator, '/staff', { email: staffEmail(), name: 'No Projects', role: 'provider', projects: [] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'A provider acts for at least one project: give --project with its id' });
  });

  it('should change a role with a reason, and refuse one without', async () => {
    const [operator, hasty] = [await signedInStaff(ctx.app), await signedInStaff(ctx.app)];
    const email = await invitedMember(ctx.app);
    const unexplained = await change(ctx.app, hasty, '/staff/role', { email, role: 'operator', reason: '  ' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toEqual({ message: 'A reason is required' });

    const changed = await change(ctx.app, operator, '/staff/role', { email, role: 'operator', reason: 'Runs the site from Monday' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ email, role: 'operator', projects: [] });
    const [event] = await eventsOf(ctx.app, 'staff.role', email);
    expect(event).toMatchObject({ actorKind: 'staff', actorName: 'Sam Staff', reason: 'Runs the site from Monday', before: { role: 'release-engineer' } });
  });

  it('should disable with a reason and refuse to disable oneself or change one\'s own role', async () => {
    const [operator, self, selfRole] = [await signedInStaff(ctx.app), await signedInStaff(ctx.app), await signedInStaff(ctx.app)];
    const email = await invitedMember(ctx.app);
    const disabled = await change(ctx.app, operator, '/staff/disable', { email, reason: 'Left the team' });
    expect(disabled.statusCode).toBe(200);
    expect((await eventsOf(ctx.app, 'staff.disable', email))[0]).toMatchObject({ actorName: 'Sam Staff', reason: 'Left the team', after: { status: 'disabled' } });

    const own = await change(ctx.app, self, '/staff/disable', { email: self.email, reason: 'Testing' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: 'You cannot disable yourself: ask another operator' });
    const ownRole = await change(ctx.app, selfRole, '/staff/role', { email: selfRole.email, role: 'provider', projects: ['GS5151'], reason: 'Testing' });
    expect(ownRole.statusCode).toBe(409);
    expect(ownRole.json()).toEqual({ message: 'You cannot change your own role: ask another operator' });
    const [row] = await ctx.app.db.select().from(staffMembers).where(eq(staffMembers.email, self.email));
    expect(row).toMatchObject({ status: 'active', role: 'operator' });
    expect(await eventsOf(ctx.app, 'staff.disable', self.email)).toEqual([]);
  });

  it("should reset a member's second factor with a reason and audit it", async () => {
    const [operator, member] = [await signedInStaff(ctx.app), await signedInStaff(ctx.app, 'release-engineer')];
    const reset = await change(ctx.app, operator, '/staff/reset-two-factor', { email: member.email, reason: 'Lost phone, called them back' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email: member.email, role: 'release-engineer' });
    expect(await ctx.app.db.select().from(staffTotpSeeds).where(eq(staffTotpSeeds.staffId, (await staffIdOf(ctx.app, member.email))))).toEqual([]);
    expect((await eventsOf(ctx.app, 'staff.reset-two-factor', member.email))[0]).toMatchObject({ actorName: 'Sam Staff', reason: 'Lost phone, called them back' });
    expect((await consoleCall(ctx.app, 'GET', '/session', { cookie: member.cookie })).statusCode).toBe(401);
  });
});

async function staffIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email));
  return row!.id;
}
