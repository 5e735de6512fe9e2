import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { automation } from '../../../src/audit/audit-actor';
import { AuditFilterSchema, allAuditEvents, listAuditEvents } from '../../../src/audit/audit-query';
import { recordAudit } from '../../../src/audit/audit-writer';
import { auditEvents } from '../../../src/db/audit';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

const staff = { kind: 'staff', id: '0b6f2c1e-8a7d-4a8e-9c55-2d1b8f0e4a11', name: 'Sam Staff' } as const;

describe('the audit events', () => {
  let database: TestDatabase;
  const at = (id: number, day: string) =>
    database.db.execute(sql`update audit_events set at = ${`${day}T12:00:00Z`} where id = ${id}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await recordAudit(db, { actor: automation('alice'), kind: 'accounts.approve', target: 'a@example.com', before: { status: 'REVIEWING' }, after: { status: 'APPROVED' } });
    await recordAudit(db, { actor: automation('bob'), kind: 'accounts.reject', target: 'b@example.com', reason: '' });
    await recordAudit(db, { actor: staff, kind: 'withdrawals.reject', target: 'w-1', reason: 'wrong account' });
    await recordAudit(db, { actor: automation('alice'), kind: 'releases.activate', target: 'carbon' });
    const rows = await db.select().from(auditEvents).orderBy(auditEvents.id);
    for (const [i, day] of ['2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13'].entries()) await at(rows[i]!.id, day);
  });
  afterAll(() => database.close());

  const list = async (filter: object, page = {}) =>
    (await listAuditEvents(database.db, v.parse(AuditFilterSchema, filter), page)).events.map((e) => e.kind);

  it('should record who, what, the reason and before and after, a staff member by id', async () => {
    const [withdrawal, , approval] = (await listAuditEvents(database.db, {})).events.slice(1);
    expect(approval).toMatchObject({
      actorKind: 'automation',
      actorId: null,
      actorName: 'alice',
      target: 'a@example.com',
      reason: null,
      before: { status: 'REVIEWING' },
      after: { status: 'APPROVED' },
    });
    expect(withdrawal).toMatchObject({ actorKind: 'staff', actorId: staff.id, actorName: 'Sam Staff', reason: 'wrong account' });
  });

  it('should refuse a staff event without the member or automation with one', async () => {
    const insert = (actorKind: 'staff' | 'automation', actorId: string | null) =>
      database.db.insert(auditEvents).values({ actorKind, actorId, actorName: 'x', kind: 'k.k', target: 't' });
    await expect(insert('staff', null)).rejects.toThrow();
    await expect(insert('automation', staff.id)).rejects.toThrow();
  });

  it.each([
    [{}, ['releases.activate', 'withdrawals.reject', 'accounts.reject', 'accounts.approve']],
    [{ actor: 'alice' }, ['releases.activate', 'accounts.approve']],
    [{ kind: 'accounts' }, ['accounts.reject', 'accounts.approve']],
    [{ kind: 'accounts.reject' }, ['accounts.reject']],
    [{ from: '2026-01-11', to: '2026-01-12' }, ['withdrawals.reject', 'accounts.reject']],
    [{ from: '2026-01-13' }, ['releases.activate']],
    [{ to: '2026-01-10', actor: 'alice' }, ['accounts.approve']],
    [{ actor: 'nobody' }, []],
  ])('should filter by %j, newest first', async (filter, kinds) => {
    expect(await list(filter)).toEqual(kinds);
  });

  it.each([
    [{ from: '2026-02-30' }, 'must be a date, YYYY-MM-DD'],
    [{ kind: "x'; drop" }, 'must be like accounts or accounts.approve'],
  ])('should refuse the filter %j', (filter, message) => {
    expect(() => v.parse(AuditFilterSchema, filter)).toThrow(message);
  });

  it('should refuse a period that ends before it starts', async () => {
    await expect(listAuditEvents(database.db, { from: '2026-01-12', to: '2026-01-11' })).rejects.toThrow('from must not be after to');
  });

  it('should page from the newest, and export every page', async () => {
    const first = await listAuditEvents(database.db, {}, { limit: 3 });
    expect(first.events.map((e) => e.kind)).toEqual(['releases.activate', 'withdrawals.reject', 'accounts.reject']);
    const second = await listAuditEvents(database.db, {}, { limit: 3, before: first.next! });
    expect(second).toMatchObject({ events: [{ kind: 'accounts.approve' }], next: null });
    expect(await allAuditEvents(database.db, { actor: 'alice' })).toHaveLength(2);
  });
});
