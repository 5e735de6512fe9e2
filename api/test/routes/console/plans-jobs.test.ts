import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import type { FailedJobsPage, JobQueues, PlanCycles, PlanOverviewPage } from '@commons/shared/schemas';
import { planMonthOf } from '@commons/shared/domain';
import { rowsOf } from '../../../src/db/raw';
import { addListing, insertRecord, post } from '../../helpers/carbon';
import { failedJob } from '../../helpers/failed-job';
import { useTestApp } from '../../helpers/build';
import { consoleCall, signedInStaff } from '../../helpers/staff';
import { approvedUser, creditWallet } from '../../helpers/wallet';

type Operator = Awaited<ReturnType<typeof signedInStaff>>;

describe('the console Plans and jobs screen: GET /plans/cycles, /plans, /jobs/queues, /jobs/queues/:queue/failed, POST .../retry', () => {
  const ctx = useTestApp();
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
    expect(first.prevCursor).toBeNull();
    const second = (await get(`/jobs/queues/mail.send/failed?limit=1&cursor=${first.nextCursor}`)).json<FailedJobsPage>();
    expect(second.jobs.map((j) => [j.jobId, j.error])).toEqual([[older, 'SMTP refused']]);
    expect(second.prevCursor).toBe('0');
    expect((await get('/jobs/queues/nope.queue/failed')).statusCode).toBe(404);
    expect((await get('/jobs/queues/mail.send/failed?cursor=abc')).json()).toEqual({ message: 'cursor: invalid cursor' });
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
    const month = planMonthOf(new Date());
    const { cycles } = (await get('/plans/cycles')).json<PlanCycles>();
    expect(cycles[0]).toEqual({
      month,
      plansCharged: 2,
      tonnes: expect.any(Number),
      chargedCents: expect.any(Number),
      firstRunAt: expect.any(String),
      lastRunAt: expect.any(String),
    });
    expect(cycles[0]!.chargedCents).toBe(cycles[0]!.tonnes * 1200);

    const first = (await get('/plans?limit=1')).json<PlanOverviewPage>();
    expect(first.plans).toEqual([expect.objectContaining({ planId: started[1], status: 'ACTIVE', pausedReason: null, monthsCovered: 1, lastMonth: month })]);
    expect(first.prevCursor).toBeNull();
    const second = (await get(`/plans?limit=1&cursor=${first.nextCursor}`)).json<PlanOverviewPage>();
    expect(second.plans.map((p) => p.planId)).toEqual([started[0]]);
    expect(second.nextCursor).toBeNull();
  });
});
