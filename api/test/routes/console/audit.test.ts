import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import { bearer } from '../../helpers/accounts';
import { operatorToken, useTestApp } from '../../helpers/build';
import { consoleCall, signedInStaff } from '../../helpers/staff';

/** Six events over three days, by a staff member and two command lines, inserted oldest first. */
const seeded = [
  { at: '2026-03-01T09:00:00Z', actorKind: 'automation', actorName: 'alice', kind: 'accounts.approve', target: 'a@example.com', after: { status: 'APPROVED' }, before: { status: 'REVIEWING' } },
  { at: '2026-03-01T18:00:00Z', actorKind: 'automation', actorName: 'bob', kind: 'withdrawals.reject', target: 'wr_1', reason: 'Not this account' },
  { at: '2026-03-02T08:00:00Z', actorKind: 'staff', actorName: 'Olive Operator', kind: 'accounts.reject', target: '=cmd|x', reason: 'Forged, "twice"' },
  { at: '2026-03-02T23:59:00Z', actorKind: 'automation', actorName: 'alice', kind: 'releases.activate', target: 'wallet' },
  { at: '2026-03-03T00:00:00Z', actorKind: 'automation', actorName: 'bob', kind: 'accounts.suspend', target: 'b@example.com' },
  { at: '2026-03-03T12:00:00Z', actorKind: 'automation', actorName: 'alice', kind: 'staff.add', target: 's@example.com' },
] as const;

type Page = { events: Array<{ kind: string; at: string; actorKind: string; actorName: string; target: string; reason: string | null; before: unknown; after: unknown }>; page: number; limit: number; total: number };

describe('the console audit: GET /audit/events, /audit/kinds and /audit/export', () => {
  const ctx = useTestApp();
  let cookie: string;
  const get = (path: string) => consoleCall(ctx.app, 'GET', path, { cookie });
  const kindsOf = async (query: string) => (await get(`/audit/events${query}`)).json<Page>().events.map((e) => e.kind);

  beforeAll(async () => {
    cookie = (await signedInStaff(ctx.app, 'operator')).cookie;
    await ctx.app.db.insert(auditEvents).values(
      seeded.map((e) => ({ ...e, at: new Date(e.at), actorId: e.actorKind === 'staff' ? '00000000-0000-4000-8000-000000000001' : null })),
    );
  }, 120_000);

  it('should list every event newest first, with who, what, target, when, reason, before and after', async () => {
    const answer = await get('/audit/events');
    expect(answer.statusCode).toBe(200);
    const page = answer.json<Page>();
    expect(page).toMatchObject({ page: 1, limit: 50, total: seeded.length });
    expect(page.events.map((e) => e.kind)).toEqual([...seeded].reverse().map((e) => e.kind));
    expect(page.events.at(-1)).toMatchObject({
      at: '2026-03-01T09:00:00.000Z',
      actorKind: 'automation',
      actorName: 'alice',
      target: 'a@example.com',
      reason: null,
      before: { status: 'REVIEWING' },
      after: { status: 'APPROVED' },
    });
    expect(page.events.find((e) => e.actorKind === 'staff')).toMatchObject({ actorName: 'Olive Operator', reason: 'Forged, "twice"' });
  });

  it.each([
    ['?actor=alice', ['staff.add', 'releases.activate', 'accounts.approve']],
    ['?kind=accounts', ['accounts.suspend', 'accounts.reject', 'accounts.approve']],
    ['?kind=accounts.reject', ['accounts.reject']],
    ['?from=2026-03-02&to=2026-03-02', ['releases.activate', 'accounts.reject']],
    ['?from=2026-03-03', ['staff.add', 'accounts.suspend']],
    ['?to=2026-03-01&actor=bob', ['withdrawals.reject']],
    ['?actor=nobody', []],
  ])('should filter on the server by %s', async (query, kinds) => {
    expect(await kindsOf(query)).toEqual(kinds);
  });

  it('should number the pages on the server, with how many events match in all', async () => {
    const first = (await get('/audit/events?limit=4')).json<Page>();
    expect(first.events.map((e) => e.kind)).toEqual(['staff.add', 'accounts.suspend', 'releases.activate', 'accounts.reject']);
    expect(first).toMatchObject({ page: 1, limit: 4, total: 6 });
    const second = (await get('/audit/events?limit=4&page=2')).json<Page>();
    expect(second.events.map((e) => e.kind)).toEqual(['withdrawals.reject', 'accounts.approve']);
    expect(second).toMatchObject({ page: 2, total: 6 });
    expect(await kindsOf('?kind=accounts&limit=2&page=2')).toEqual(['accounts.approve']);
    expect((await get('/audit/events?kind=accounts&limit=2')).json<Page>().total).toBe(3);
    expect((await get('/audit/events?page=9')).json<Page>()).toMatchObject({ events: [], total: 6 });
  });

  it('should sort by when, who, kind or target, each way, within the filters', async () => {
    const targets = async (query: string) => (await get(`/audit/events${query}`)).json<Page>().events.map((e) => e.target);
    expect(await targets('?sort=at&order=asc')).toEqual(seeded.map((e) => e.target));
    expect(await targets('?sort=actor&order=asc&actor=bob')).toEqual(['wr_1', 'b@example.com']);
    // On 1 March, alice's event then bob's (names of one case: every collation agrees on those).
    const named = (await get('/audit/events?sort=actor&order=asc&to=2026-03-01')).json<Page>().events.map((e) => e.actorName);
    expect(named).toEqual(['alice', 'bob']);
    for (const sort of ['at', 'actor', 'kind', 'target']) {
      const up = await targets(`?sort=${sort}&order=asc`);
      expect(await targets(`?sort=${sort}&order=desc`), sort).toEqual([...up].reverse());
      expect(new Set(up), sort).toEqual(new Set(seeded.map((e) => e.target)));
    }
    expect(await kindsOf('?sort=kind&order=asc&kind=accounts')).toEqual(['accounts.approve', 'accounts.reject', 'accounts.suspend']);
    expect(await kindsOf('?sort=kind&order=desc&limit=2&page=2')).toEqual(['releases.activate', 'accounts.suspend']);
  });

  it('should list the kinds the audit holds, sorted', async () => {
    const answer = await get('/audit/kinds');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ kinds: [...new Set(seeded.map((e) => e.kind))].sort() });
  });

  it('should export the filtered events as the CSV pnpm ops audit export writes, as an attachment', async () => {
    const answer = await get('/audit/export?kind=accounts&from=2026-03-02');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="audit-events-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('id,at,actor kind,actor id,actor name,kind,target,reason,before,after');
    expect(lines.slice(1, -1).map((line) => line.split(',')[5])).toEqual(['accounts.suspend', 'accounts.reject']);
    // A formula-like target is defused and quoted text doubled, as RFC 4180 and the ops export do.
    expect(answer.body).toContain(`,accounts.reject,'=cmd|x,"Forged, ""twice""",,\r\n`);
    const ops = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/audit/export',
      payload: { kind: 'accounts', from: '2026-03-02' },
      headers: bearer(operatorToken),
    });
    expect(ops.json<{ csv: string }>().csv).toBe(answer.body);
  });

  it.each([
    ['/audit/events?kind=Accounts!', 'kind: must be like accounts or accounts.approve'],
    ['/audit/events?from=2026-02-30', 'from: must be a date, YYYY-MM-DD'],
    ['/audit/events?to=yesterday&limit=0', 'to: must be a date, YYYY-MM-DD; limit: limit must be at least 1'],
    ['/audit/events?limit=101', 'limit: limit must be at most 100'],
    ['/audit/events?page=abc', 'page: page must be a whole number'],
    ['/audit/events?sort=reason', 'sort: must be one of at, actor, kind, target'],
    ['/audit/events?order=newest', 'order: must be one of asc, desc'],
    ['/audit/events?actor=%20', 'actor: must be a name'],
    ['/audit/events?from=2026-03-03&to=2026-03-01', 'from must not be after to'],
    ['/audit/export?kind=a.b.c', 'kind: must be like accounts or accounts.approve'],
  ])('should refuse %s with 400 and the schema’s message', async (path, message) => {
    const answer = await get(path);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message });
  });
});
