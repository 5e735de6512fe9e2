import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import { staffActor } from '@commons/platform/audit/audit-actor';
import { AppError } from '@commons/server-kernel/errors';
import { commandIntents } from '../../src/db/schema';
import { intentStaleMinutes, openIntent, outcomeUnknown, settleStaleIntents } from '../../src/operator/command-intents';
import { opsCommand, type CommandDeps, type OpsCommand } from '../../src/operator/ops-command';
import { runOpsCommand } from '../../src/operator/run-command';
import { useTestApp } from '../helpers/build';
import { jobsSettled } from '../helpers/jobs';

// An ops (or console) command's audit event is written after its own transactions, so an intent
// committed before it runs keeps a stopped process's change on record (docs/operations.md#the-audit).
describe('command intents: no change a command makes goes unaudited', () => {
  const ctx = useTestApp();
  const deps = (): CommandDeps => ({ db: ctx.app.db, config: ctx.app.config, blobs: ctx.app.blobs, jobs: ctx.app.jobs });
  const intentsOf = (kind: string) => ctx.app.db.select().from(commandIntents).where(eq(commandIntents.kind, kind));
  const eventsOf = (kind: string) => ctx.app.db.select().from(auditEvents).where(eq(auditEvents.kind, kind)).orderBy(desc(auditEvents.id));

  /** A changing command of its own kind, whose run is `run`. */
  const command = (action: string, run: (deps: CommandDeps) => Promise<unknown>): OpsCommand =>
    opsCommand({
      group: 'intent-test',
      action,
      help: 'a command of this test',
      body: v.object({ email: v.string(), reason: v.optional(v.string()) }),
      audit: (input) => ({ target: input.email, reason: input.reason ?? null, after: { done: true } }),
      run,
      print: () => ['done'],
    }) as OpsCommand;

  it('should hold a committed intent while the command runs, and leave only its event once it is done', async () => {
    let seenWhileRunning: unknown[] = [];
    const walked = command('walk', async () => {
      seenWhileRunning = await intentsOf('intent-test.walk');
      return { ok: true };
    });
    const body = { email: 'ada@example.com', reason: 'asked for', by: 'runner', contents: 'x'.repeat(5000) };
    await expect(runOpsCommand(deps(), walked, body)).resolves.toEqual({ ok: true });
    expect(seenWhileRunning).toEqual([
      expect.objectContaining({
        actor: { kind: 'automation', name: 'runner' },
        input: { email: 'ada@example.com', reason: 'asked for', contents: '(5000 characters)' },
      }),
    ]);
    expect(await intentsOf('intent-test.walk')).toEqual([]);
    const [event, ...more] = await eventsOf('intent-test.walk');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actorName: 'runner', target: 'ada@example.com', reason: 'asked for', after: { done: true } });
  });

  it('should leave neither an intent nor an event when the command is refused', async () => {
    const refused = command('refuse', async () => {
      throw new AppError(409, 'Not now');
    });
    // A NUL, which jsonb cannot hold, reaches the command (which refuses it), not a database error.
    await expect(runOpsCommand(deps(), refused, { email: 'bo\u0000@example.com', by: 'runner' })).rejects.toThrow('Not now');
    expect(await intentsOf('intent-test.refuse')).toEqual([]);
    expect(await eventsOf('intent-test.refuse')).toEqual([]);
  });

  it("should record a stopped process's intent, once it is stale, as an event of unknown outcome, once", async () => {
    const actor = staffActor({ id: crypto.randomUUID(), name: 'Grace Operator' });
    const body = { email: 'cy@example.com', reason: 'lost in a crash', by: 'grace@example.com' };
    const stale = await openIntent(ctx.app.db, actor, 'intent-test.crash', body);
    const fresh = await openIntent(ctx.app.db, actor, 'intent-test.running', body);
    const started = new Date(Date.now() - (intentStaleMinutes + 1) * 60_000);
    await ctx.app.db.update(commandIntents).set({ startedAt: started }).where(eq(commandIntents.id, stale));

    // Two settles at once, as two processes' jobs might: the intent is recorded once.
    const counts = await Promise.all([settleStaleIntents(ctx.app.db), settleStaleIntents(ctx.app.db)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [event, ...more] = await eventsOf('intent-test.crash');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actorKind: 'staff',
      actorId: actor.kind === 'staff' ? actor.id : null,
      actorName: 'Grace Operator',
      target: 'cy@example.com',
      reason: 'lost in a crash',
      before: null,
      after: { outcome: outcomeUnknown, startedAt: started.toISOString(), input: { email: 'cy@example.com', reason: 'lost in a crash' } },
    });
    // A command still within its hour is left to finish.
    expect((await intentsOf('intent-test.running')).map((intent) => intent.id)).toEqual([fresh]);
    expect(await eventsOf('intent-test.running')).toEqual([]);
    expect(await settleStaleIntents(ctx.app.db)).toBe(0);
  });

  it('should be settled by the hourly audit.settle job the engine runs', async () => {
    const actor = { kind: 'automation' as const, name: 'cron' };
    const stale = await openIntent(ctx.app.db, actor, 'intent-test.by-job', { remote: 'wallet', by: 'cron' });
    await ctx.app.db.update(commandIntents).set({ startedAt: new Date(Date.now() - 2 * intentStaleMinutes * 60_000) }).where(eq(commandIntents.id, stale));
    await ctx.app.jobs.send(ctx.app.db, 'audit.settle', {});
    await jobsSettled(ctx.app, 'audit.settle');
    expect(await intentsOf('intent-test.by-job')).toEqual([]);
    expect(await eventsOf('intent-test.by-job')).toEqual([expect.objectContaining({ actorKind: 'automation', actorName: 'cron', target: 'wallet' })]);
  });
});
