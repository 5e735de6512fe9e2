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

  it('should number the pages of the history of switches, newest first, with who and why', async () => {
    type History = { switches: Array<Record<string, unknown>>; page: number; limit: number; total: number };
    const history = async (query: string) => (await consoleCall(ctx.app, 'GET', `/releases/history?${query}`, { cookie: engineer.cookie })).json<History>();
    const first = await consoleCall(ctx.app, 'GET', '/releases/history?remote=wallet&limit=2', { cookie: engineer.cookie });
    expect(first.statusCode).toBe(200);
    const page = first.json<History>();
    expect(page.switches).toEqual([
      expect.objectContaining({ remote: 'wallet', action: 'abort', version: '1.3.2', by: engineer.email, reason: 'enough seen' }),
      expect.objectContaining({ action: 'rollout', version: '1.3.2', percent: 5, previous: '1.4.0' }),
    ]);
    expect(page).toMatchObject({ page: 1, limit: 2, total: 8 });
    const next = await history('remote=wallet&limit=2&page=2');
    expect(next.switches.map((s) => s.action)).toEqual(['promote', 'rollout']);
    expect(await history('remote=admin')).toEqual({ switches: [], page: 1, limit: 10, total: 0 });
  });

  it('should sort the history by when, remote, version, action or who, each way, and filter it, on the server', async () => {
    type History = { switches: Array<{ id: string; action: string; version: string; reason: string | null }>; total: number };
    const history = async (query: string) => {
      const reply = await consoleCall(ctx.app, 'GET', `/releases/history?remote=wallet&${query}`, { cookie: engineer.cookie });
      expect(reply.statusCode, query).toBe(200);
      return reply.json<History>();
    };
    const newest = (await history('')).switches.map((s) => s.id);
    expect((await history('sort=at&order=asc')).switches.map((s) => s.id)).toEqual([...newest].reverse());
    for (const sort of ['remote', 'version', 'action', 'by']) {
      const up = (await history(`sort=${sort}&order=asc`)).switches.map((s) => s.id);
      expect((await history(`sort=${sort}&order=desc`)).switches.map((s) => s.id), sort).toEqual([...up].reverse());
    }
    expect((await history('sort=action&order=asc')).switches.map((s) => s.action)).toEqual(['abort', 'activate', 'activate', 'promote', 'rollback', 'rollout', 'rollout', 'rollout']);
    expect((await history('sort=version&order=desc')).switches.map((s) => s.version).slice(0, 4)).toEqual(['1.4.0', '1.4.0', '1.4.0', '1.4.0']);
    expect(await history('action=rollout')).toMatchObject({ total: 3 });
    const searched = await history('q=SAFARI');
    expect(searched).toMatchObject({ total: 1, switches: [{ action: 'rollback', reason: 'payouts fail on Safari' }] });
    expect((await history(`q=${encodeURIComponent(engineer.email.toUpperCase())}&action=activate`)).total).toBe(2);
    for (const [query, message] of [
      ['sort=reason', 'sort: must be one of at, remote, version, action, by'],
      ['order=newest', 'order: must be one of asc, desc'],
      ['action=freeze', 'action: must be one of activate, rollback, rollout, promote, abort'],
    ] as const) {
      const refused = await consoleCall(ctx.app, 'GET', `/releases/history?${query}`, { cookie: engineer.cookie });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toEqual({ message });
    }
  });

  it("should name the health gate's abort of a rollout and its reason", async () => {
    expect((await send('rollout', { version: '1.3.2', percent: 5, reason: 'once more' })).statusCode).toBe(204);
    const reports = Array.from({ length: 20 }, () => ({ remote: 'wallet', version: '1.3.2', outcome: 'load-failed', ms: 100 }));
    expect((await ctx.app.inject({ method: 'POST', url: '/registry/health', payload: { reports } })).statusCode).toBe(204);
    const aborted = await wallet();
    expect(aborted).toMatchObject({ rollout: null, aborted: { version: '1.3.2', reason: expect.stringContaining('1.3.2 failed 20 of 20 loads') } });
  });

  it('should sort the history by version numbers, 1.10.0 after 1.9.0', async () => {
    await publish('account', '1.9.0');
    await publish('account', '1.10.0');
    for (const version of ['1.10.0', '1.9.0']) {
      const activated = await consoleCall(ctx.app, 'POST', '/releases/account/activate', { payload: { version, reason: 'sorting check' }, cookie: engineer.cookie });
      expect(activated.statusCode).toBe(204);
    }
    const sorted = async (order: string) =>
      (await consoleCall(ctx.app, 'GET', `/releases/history?remote=account&sort=version&order=${order}`, { cookie: engineer.cookie }))
        .json<{ switches: Array<{ version: string }> }>()
        .switches.map((s) => s.version);
    expect(await sorted('asc')).toEqual(['1.9.0', '1.10.0']);
    expect(await sorted('desc')).toEqual(['1.10.0', '1.9.0']);
  });

  it('should refuse an operator: release engineers only', async () => {
    const { cookie } = await signedInStaff(ctx.app, 'operator');
    expect((await consoleCall(ctx.app, 'POST', '/releases/wallet/rollback', { payload: { reason: 'x' }, cookie })).statusCode).toBe(403);
    expect((await consoleCall(ctx.app, 'GET', '/releases', { cookie })).statusCode).toBe(403);
  });
});
