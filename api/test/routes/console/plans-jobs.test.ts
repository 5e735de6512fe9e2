import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import type { FailedJobsPage, JobQueues, PlanCycles, PlanOverview, PlanOverviewPage } from '@commons/shared/schemas';
import { planMonthOf } from '@commons/shared/domain';
import { rowsOf } from '../../../src/db/raw';
import { offsetPlans } from '../../../src/db/schema';
import { addListing, insertRecord, post } from '../../helpers/carbon';
import { failedJob } from '../../helpers/failed-job';
import { useTestApp } from '../../helpers/build';
import { planTestClock } from '../../helpers/plan-clock';
import { consoleCall, signedInStaff } from '../../helpers/staff';
import { approvedUser, creditWallet } from '../../helpers/wallet';

type Operator = Awaited<ReturnType<typeof signedInStaff>>;

describe('the console Plans and jobs screen: GET /plans/cycles, /plans, /jobs/queues, /jobs/queues/:queue/failed, POST .../retry', () => {
  const clock = planTestClock();
  const ctx = useTestApp({}, { clock });
  let operator: Operator;

  const get = (path: string) => consoleCall(ctx.app, 'GET', path, { cookie: operator.cookie });
  const retry = (queue: string, jobId: string, payload: object) =>
    consoleCall(ctx.app, 'POST', `/jobs/queues/${queue}/failed/${jobId}/retry`, { cookie: operator.cookie, payload });
  const stateOf = async (id: string) =>
    (await rowsOf<{ state: string }>(ctx.app.db, sql`select state from pgboss.job where id = ${id}::uuid`))[0]?.state;

  beforeAll(async () => {
    operator = await signedInStaff(ctx.app, 'operator');
  }, 120_000);

  it('should count every queue by state, failed jobs included', async () => {
    await failedJob(ctx.app, 'counted', { startAfter: 3600 });
    const reply = await get('/jobs/queues');
    expect(reply.statusCode).toBe(200);
    const { queues } = reply.json<JobQueues>();
    expect(queues.map((q) => q.queue)).toContain('plans.cycle');
    expect(queues.find((q) => q.queue === 'mail.send')!.failed).toBeGreaterThanOrEqual(1);
  });

  it("should page a queue's failed jobs, the latest failure first, with the error and the retries", async () => {
    const older = await failedJob(ctx.app, 'SMTP refused', { startAfter: 3600 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newer = await failedJob(ctx.app, 'timed out', { startAfter: 3600 });
    const first = (await get('/jobs/queues/mail.send/failed?limit=1')).json<FailedJobsPage>();
    expect(first.jobs).toEqual([
      { jobId: newer, queue: 'mail.send', createdAt: expect.any(String), failedAt: expect.any(String), error: 'timed out', retryCount: expect.any(Number) },
    ]);
    expect(first).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    const second = (await get('/jobs/queues/mail.send/failed?limit=1&page=2')).json<FailedJobsPage>();
    expect(second.jobs.map((j) => [j.jobId, j.error])).toEqual([[older, 'SMTP refused']]);
    expect(second).toMatchObject({ page: 2, total: first.total });
    expect((await get('/jobs/queues/nope.queue/failed')).statusCode).toBe(404);
    expect((await get('/jobs/queues/mail.send/failed?page=abc')).json()).toEqual({ message: 'page: page must be a whole number' });
  });

  it("should sort a queue's failed jobs by failure, creation or retries both ways, and search their errors, on the server", async () => {
    const tag = randomUUID().slice(0, 8);
    const ids = [await failedJob(ctx.app, `a ${tag} one`, { startAfter: 3600 }), await failedJob(ctx.app, `b ${tag} two`, { startAfter: 3600 }), await failedJob(ctx.app, `c ${tag} 100%`, { startAfter: 3600 })];
    // Distinct retries and failure times, against the order the jobs were made in.
    for (const [index, id] of ids.entries()) {
      await ctx.app.db.execute(sql`update pgboss.job set retry_count = ${[5, 1, 3][index]!}, completed_on = now() - make_interval(secs => ${[10, 30, 20][index]!}) where id = ${id}::uuid`);
    }
    const list = async (query: string) => {
      const reply = await get(`/jobs/queues/mail.send/failed?limit=50&q=${tag}&${query}`);
      expect(reply.statusCode, query).toBe(200);
      return reply.json<FailedJobsPage>();
    };
    const order = async (query: string) => (await list(query)).jobs.map((job) => ids.indexOf(job.jobId));
    expect(await list('')).toMatchObject({ total: 3, page: 1, limit: 50 });
    expect(await order('')).toEqual([0, 2, 1]);
    expect(await order('sort=failedAt&order=asc')).toEqual([1, 2, 0]);
    expect(await order('sort=createdAt&order=asc')).toEqual([0, 1, 2]);
    expect(await order('sort=createdAt&order=desc')).toEqual([2, 1, 0]);
    expect(await order('sort=retryCount&order=asc')).toEqual([1, 2, 0]);
    expect(await order('sort=retryCount&order=desc')).toEqual([0, 2, 1]);
    const found = (await get(`/jobs/queues/mail.send/failed?q=${encodeURIComponent(`${tag} TWO`)}`)).json<FailedJobsPage>();
    expect(found).toMatchObject({ total: 1, jobs: [{ jobId: ids[1] }] });
    // `%` is a letter in a search: only the error that holds it matches.
    expect((await get(`/jobs/queues/mail.send/failed?q=${encodeURIComponent('100%')}`)).json<FailedJobsPage>().jobs.map((job) => job.jobId)).toEqual([ids[2]]);
    for (const [query, message] of [
      ['sort=error', 'sort: must be one of failedAt, createdAt, retryCount'],
      ['order=newest', 'order: must be one of asc, desc'],
      ['limit=51', 'limit: limit must be at most 50'],
    ] as const) {
      const refused = await get(`/jobs/queues/mail.send/failed?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toEqual({ message });
    }
  });

  it('should retry a failed job with a reason: it waits to run again, audited with the staff member as actor', async () => {
    const id = await failedJob(ctx.app, 'boom', { startAfter: 3600 });
    const reply = await retry('mail.send', id, { reason: '  SMTP is back  ' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ jobId: id, queue: 'mail.send', state: 'retry' });
    expect(await stateOf(id)).toBe('retry');
    const events = await ctx.app.db.select().from(auditEvents).where(and(eq(auditEvents.kind, 'jobs.retry'), eq(auditEvents.target, `mail.send/${id}`)));
    expect(events).toEqual([
      expect.objectContaining({ actorKind: 'staff', actorName: 'Sam Staff', reason: 'SMTP is back', before: { queue: 'mail.send', state: 'failed' }, after: { queue: 'mail.send', state: 'retry' } }),
    ]);
    // No longer failed: a second retry is refused and writes nothing.
    const again = await retry('mail.send', id, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Job ${id} of mail.send is retry; only failed jobs can be retried`);
  });

  it('should run a retried job once it is due', async () => {
    const id = await failedJob(ctx.app, 'boom');
    expect((await retry('mail.send', id, { reason: 'run it now' })).statusCode).toBe(200);
    await expect.poll(() => stateOf(id), { timeout: 20_000, interval: 100 }).toBe('completed');
  });

  it('should require a reason, and answer 404 for an unknown job or queue, changing nothing', async () => {
    const id = await failedJob(ctx.app, 'boom', { startAfter: 3600 });
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await retry('mail.send', id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Reason is required' });
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await retry('mail.send', unknown, { reason: 'why' })).statusCode).toBe(404);
    expect((await retry('no.such.queue', id, { reason: 'why' })).statusCode).toBe(404);
    // The job is in another queue than the one named.
    expect((await retry('plans.cycle', id, { reason: 'why' })).statusCode).toBe(404);
    expect(await stateOf(id)).toBe('failed');
    expect(await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.target, `mail.send/${id}`))).toEqual([]);
  });

  it('should show the months charged and the plans with their status and last charge, paged', async () => {
    await addListing(ctx.app, { quantity: 10_000 });
    const started: string[] = [];
    for (const _ of [1, 2]) {
      const owner = await approvedUser(ctx.app);
      await creditWallet(ctx.app, owner.individualId, 1000);
      const record = await insertRecord(ctx.app, owner.individualId, { estimatedEmissions: 24 });
      const reply = await post(ctx.app, owner.token, 'carbon-offsets/individual/plans', { operationalDataId: record.id });
      expect(reply.statusCode).toBe(201);
      started.push(reply.json<{ planId: string }>().planId);
    }
    const month = planMonthOf(clock());
    const { cycles } = (await get('/plans/cycles')).json<PlanCycles>();
    expect(cycles[0]).toEqual({
      month,
      plansCharged: 2,
      plansSkipped: 0,
      plansPaused: 0,
      skipped: { nothingLeft: 0, noListing: 0 },
      paused: { funds: 0, price: 0 },
      tonnes: expect.any(Number),
      chargedCents: expect.any(Number),
      firstRunAt: expect.any(String),
      lastRunAt: expect.any(String),
    });
    expect(cycles[0]!.chargedCents).toBe(cycles[0]!.tonnes * 1200);

    const first = (await get('/plans?limit=1')).json<PlanOverviewPage>();
    expect(first).toEqual({
      plans: [expect.objectContaining({ planId: started[1], status: 'ACTIVE', pausedReason: null, monthsCovered: 1, lastMonth: month })],
      page: 1,
      limit: 1,
      total: 2,
    });
    const second = (await get('/plans?limit=1&page=2')).json<PlanOverviewPage>();
    expect(second.plans.map((p) => p.planId)).toEqual([started[0]]);
    expect((await get('/plans?limit=1&page=3')).json<PlanOverviewPage>()).toMatchObject({ plans: [], total: 2 });
  });

  describe('the plans list, paged, sorted and filtered by the server', () => {
    const plansOf = async (query: string) => {
      const reply = await get(`/plans?${query}`);
      expect(reply.statusCode).toBe(200);
      return reply.json<PlanOverviewPage>();
    };
    const ids = async (query: string) => (await plansOf(query)).plans.map((p) => p.planId);

    it('should sort by every column it offers, each way, ties kept in one order', async () => {
      // The plans the test above started, one of them paused, so the statuses differ.
      const [paused] = await ids('sort=created&order=asc&limit=1');
      await ctx.app.db.update(offsetPlans).set({ status: 'PAUSED', pausedReason: 'OWNER' }).where(eq(offsetPlans.id, paused!));
      const all = (await plansOf('limit=50')).plans;
      const keyOf = {
        created: (p: PlanOverview) => all.length - all.indexOf(p),
        email: (p: PlanOverview) => p.email,
        year: (p: PlanOverview) => p.year,
        status: (p: PlanOverview) => p.status,
        lastCharge: (p: PlanOverview) => p.lastRunAt ?? '',
      };
      for (const [sort, key] of Object.entries(keyOf)) {
        const ascending = await ids(`sort=${sort}&order=asc&limit=50`);
        const keys = ascending.map((id) => key(all.find((p) => p.planId === id)!));
        expect(keys, sort).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        expect(await ids(`sort=${sort}&order=desc&limit=50`), sort).toEqual([...ascending].reverse());
      }
      expect(await ids('sort=status&order=asc')).toEqual([all.find((p) => p.status === 'ACTIVE')!.planId, paused]);
    });

    it('should filter by status and by a part of the email, in any case, counting only the matches', async () => {
      const all = (await plansOf('limit=50')).plans;
      const paused = all.filter((p) => p.status === 'PAUSED');
      expect(await plansOf('status=PAUSED')).toMatchObject({ total: paused.length, plans: paused });
      const one = all[0]!;
      const part = one.email.slice(0, one.email.indexOf('@')).toUpperCase();
      expect(await plansOf(`q=${encodeURIComponent(` ${part} `)}`)).toMatchObject({ total: 1, plans: [one] });
      // LIKE's wildcards are taken as themselves.
      expect(await plansOf('q=%25')).toMatchObject({ total: 0, plans: [] });
      expect(await plansOf('q=_')).toMatchObject({ total: 0, plans: [] });
    });

    it('should refuse a sort, order, page or filter it does not know with a clear message', async () => {
      const refused = async (query: string, message: string) => {
        const reply = await get(`/plans?${query}`);
        expect(reply.statusCode, query).toBe(400);
        expect(reply.json(), query).toEqual({ message });
      };
      await refused('sort=planId', 'sort: must be one of created, email, year, status, lastCharge');
      await refused('order=up', 'order: must be one of asc, desc');
      await refused('page=0', 'page: page must be at least 1');
      await refused('page=two', 'page: page must be a whole number');
      await refused('limit=51', 'limit: limit must be at most 50');
      await refused('status=ASLEEP', 'status: must be one of ACTIVE, PAUSED, CANCELLED, COMPLETED');
      await refused(`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters');
      await refused('q=a%00b', 'q: must not contain control characters');
    });
  });
});
