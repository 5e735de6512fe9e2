import { beforeAll, describe, expect, it } from 'vitest';
import type { RemoteName } from '@commons/shared/domain';
import { contentHash } from '@commons/platform/releases/content-hash';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { operatorToken, useTestApp } from '../../helpers/build';
import { consoleCall, signedInStaff } from '../../helpers/staff';
import { fakeBuild } from '../../../../platform/test/helpers/fake-build';

const operator = { authorization: `Bearer ${operatorToken}` };

describe('the console releases API', () => {
  const ctx = useTestApp();
  let engineer: { email: string; cookie: string };

  /** Publishes a fake build of `name` as the command line would. */
  const publish = async (name: RemoteName, version: string) => {
    const build = await fakeBuild(`${name} ${version}`);
    const hash = await contentHash(build);
    await createDeployStore(ctx.config.deployDir).put(name, version, build, hash);
    const published = await ctx.app.inject({ method: 'POST', url: '/api/operator/releases/publish', payload: { name, version, contentHash: hash, by: 'ci' }, headers: operator });
    expect(published.statusCode).toBe(200);
  };
  const send = (path: string, payload: object) => consoleCall(ctx.app, 'POST', `/releases/wallet/${path}`, { payload, cookie: engineer.cookie });
  const board = async () => (await consoleCall(ctx.app, 'GET', '/releases', { cookie: engineer.cookie })).json<{ remotes: Array<Record<string, unknown>> }>();
  const wallet = async () => (await board()).remotes.find((remote) => remote.remote === 'wallet');
  const audited = async () =>
    (await ctx.app.inject({ method: 'POST', url: '/api/operator/audit/list', payload: { kind: 'releases' }, headers: operator })).json<{ events: unknown[] }>().events;

  beforeAll(async () => {
    engineer = await signedInStaff(ctx.app, 'release-engineer');
    await publish('wallet', '1.3.2');
    await publish('wallet', '1.4.0');
  }, 120_000);

  it('should activate and roll back as the staff member, each switch audited with its reason', async () => {
    expect((await send('activate', { version: '1.3.2', reason: 'first wallet build' })).statusCode).toBe(204);
    expect((await send('activate', { version: '1.4.0', reason: 'new payout form' })).statusCode).toBe(204);
    expect(await wallet()).toMatchObject({ live: { version: '1.4.0', by: engineer.email }, rollbackTo: '1.3.2', rollout: null });

    expect((await send('rollback', { reason: 'payouts fail on Safari' })).statusCode).toBe(204);
    expect(await wallet()).toMatchObject({ live: { version: '1.3.2' } });
    expect((await audited())[0]).toMatchObject({
      kind: 'releases.rollback',
      actorKind: 'staff',
      actorName: 'Sam Staff',
      target: 'wallet',
      reason: 'payouts fail on Safari',
      before: { live: '1.4.0', rollout: null },
      after: { live: '1.3.2', rollout: null },
    });
  });

  it('should roll out, change the share, promote and abort, each audited as the staff member', async () => {
    expect((await send('rollout', { version: '1.4.0', percent: 10, reason: 'try the fix on a tenth' })).statusCode).toBe(204);
    expect((await send('rollout', { version: '1.4.0', percent: 25, reason: 'no failures so far' })).statusCode).toBe(204);
    expect(await wallet()).toMatchObject({ rollout: { version: '1.4.0', percent: 25, startedBy: engineer.email } });
    expect((await send('promote', { reason: 'a day without failures' })).statusCode).toBe(204);
    expect((await send('rollout', { version: '1.3.2', percent: 5, reason: 'compare the old build' })).statusCode).toBe(204);
    expect((await send('abort', { reason: 'enough seen' })).statusCode).toBe(204);
    expect(await wallet()).toMatchObject({ live: { version: '1.4.0' }, rollout: null, aborted: null });

    const kinds = (await audited()).slice(0, 5) as Array<Record<string, unknown>>;
    expect(kinds.map((event) => [event.kind, event.actorKind, event.reason])).toEqual([
      ['releases.abort', 'staff', 'enough seen'],
      ['releases.rollout', 'staff', 'compare the old build'],
      ['releases.promote', 'staff', 'a day without failures'],
      ['releases.rollout', 'staff', 'no failures so far'],
      ['releases.rollout', 'staff', 'try the fix on a tenth'],
    ]);
    expect(kinds[3]).toMatchObject({ before: { rollout: { version: '1.4.0', percent: 10 } }, after: { rollout: { version: '1.4.0', percent: 25 } } });
  });

  it.each([
    ['activate', { version: '1.3.2' }],
    ['rollback', { reason: '   ' }],
    ['rollout', { version: '1.3.2', percent: 10, reason: '' }],
    ['promote', {}],
    ['abort', { reason: '\u200b' }],
  ])('should refuse %s without a reason, and change nothing', async (action, payload) => {
    const before = await audited();
    const refused = await send(action, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('reason is required: say why you make this switch');
    expect(await audited()).toHaveLength(before.length);
  });

  it('should freeze a remote as the staff member, refuse its switches saying who froze it and why, and unfreeze it, each audited', async () => {
    expect((await send('freeze', { reason: 'year-end close' })).statusCode).toBe(204);
    expect(await wallet()).toMatchObject({ frozen: { by: engineer.email, reason: 'year-end close' } });
    expect((await audited())[0]).toMatchObject({
      kind: 'releases.freeze',
      actorKind: 'staff',
      actorName: 'Sam Staff',
      target: 'wallet',
      reason: 'year-end close',
      before: null,
      after: { by: engineer.email, reason: 'year-end close' },
    });

    const refused = await send('rollout', { version: '1.3.2', percent: 10, reason: 'try it' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(new RegExp(`^wallet is frozen by ${engineer.email} since \\d{1,2} \\w{3} \\d{4} \\d\\d:\\d\\d UTC: year-end close; unfreeze it first$`)),
    });
    // The command line is refused the same way: the freeze is the platform's, not the console's.
    const cli = await ctx.app.inject({ method: 'POST', url: '/api/operator/releases/rollback', payload: { name: 'wallet', by: 'ci' }, headers: operator });
    expect(cli.statusCode).toBe(409);
    expect(cli.json<{ message: string }>().message).toContain('year-end close; unfreeze it first');
    expect((await send('freeze', { reason: 'again' })).statusCode).toBe(409);

    expect((await send('unfreeze', { reason: 'close done' })).statusCode).toBe(204);
    expect(await wallet()).toMatchObject({ frozen: null });
    expect((await audited())[0]).toMatchObject({ kind: 'releases.unfreeze', actorKind: 'staff', reason: 'close done', before: { by: engineer.email }, after: null });
    expect((await send('unfreeze', { reason: 'twice' })).statusCode).toBe(409);
  });

  it.each(['freeze', 'unfreeze'])('should refuse %s without a reason with 400, and change nothing', async (action) => {
    const before = await audited();
    const response = await send(action, { reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('reason is required: say why you freeze or unfreeze the remote');
    expect(await audited()).toEqual(before);
    expect(await wallet()).toMatchObject({ frozen: null });
  });

  it("should pass on the registry's refusal as sent", async () => {
    const refused = await send('promote', { reason: 'ship it' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'wallet has no rollout in progress' });
  });

  it('should show loads and web vitals per version over the last hour and day', async () => {
    const reports = [
      { remote: 'wallet', version: '1.4.0', outcome: 'loaded', ms: 300 },
      { remote: 'wallet', version: '1.4.0', outcome: 'load-failed', ms: 9000 },
    ];
    const vitals = [{ remote: 'wallet', version: '1.4.0', metric: 'LCP', value: 1800 }];
    expect((await ctx.app.inject({ method: 'POST', url: '/registry/health', payload: { reports, vitals } })).statusCode).toBe(204);
    const line = { version: '1.4.0', loads: 2, failureRate: 0.5, LCP: { samples: 1, p75: expect.any(Number) }, CLS: { samples: 0, p75: null } };
    expect(await wallet()).toMatchObject({ lastHour: [line], lastDay: [line] });
  });

  it('should page the history of switches, newest first, with who and why', async () => {
    const first = await consoleCall(ctx.app, 'GET', '/releases/history?remote=wallet&limit=2', { cookie: engineer.cookie });
    expect(first.statusCode).toBe(200);
    const page = first.json<{ switches: Array<Record<string, unknown>>; nextCursor: string }>();
    expect(page.switches).toEqual([
      expect.objectContaining({ remote: 'wallet', action: 'abort', version: '1.3.2', by: engineer.email, reason: 'enough seen' }),
      expect.objectContaining({ action: 'rollout', version: '1.3.2', percent: 5, previous: '1.4.0' }),
    ]);
    const next = await consoleCall(ctx.app, 'GET', `/releases/history?remote=wallet&limit=2&cursor=${page.nextCursor}`, { cookie: engineer.cookie });
    expect(next.json().switches.map((s: { action: string }) => s.action)).toEqual(['promote', 'rollout']);
    const other = await consoleCall(ctx.app, 'GET', '/releases/history?remote=admin', { cookie: engineer.cookie });
    expect(other.json()).toEqual({ switches: [], nextCursor: null });
  });

  it("should name the health gate's abort of a rollout and its reason", async () => {
    expect((await send('rollout', { version: '1.3.2', percent: 5, reason: 'once more' })).statusCode).toBe(204);
    const reports = Array.from({ length: 20 }, () => ({ remote: 'wallet', version: '1.3.2', outcome: 'load-failed', ms: 100 }));
    expect((await ctx.app.inject({ method: 'POST', url: '/registry/health', payload: { reports } })).statusCode).toBe(204);
    const aborted = await wallet();
    expect(aborted).toMatchObject({ rollout: null, aborted: { version: '1.3.2', reason: expect.stringContaining('1.3.2 failed 20 of 20 loads') } });
  });

  it('should refuse an operator: release engineers only', async () => {
    const { cookie } = await signedInStaff(ctx.app, 'operator');
    expect((await consoleCall(ctx.app, 'POST', '/releases/wallet/rollback', { payload: { reason: 'x' }, cookie })).statusCode).toBe(403);
    expect((await consoleCall(ctx.app, 'GET', '/releases', { cookie })).statusCode).toBe(403);
  });
});
