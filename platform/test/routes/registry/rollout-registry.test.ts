import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { publishFake } from '../../helpers/publish';

describe('GET /registry/remotes.json during a rollout', () => {
  const ctx = useTestApp();
  const versionFor = async (client?: string) => {
    const response = await ctx.app.inject({ url: '/registry/remotes.json', query: client ? { client } : {} });
    expect(response.statusCode).toBe(200);
    const [carbon] = response.json().remotes;
    return `${carbon.version} ${carbon.channel}`;
  };
  const clients = Array.from({ length: 300 }, () => randomUUID());

  beforeAll(async () => {
    await publishFake(ctx, 'carbon', '1.0.0');
    await publishFake(ctx, 'carbon', '1.1.0');
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
    await ctx.app.releases.rollout('carbon', '1.1.0', 50, 'bob');
  });

  it('should serve the rollout to about its share of browsers, each always the same', async () => {
    const first = await Promise.all(clients.map((client) => versionFor(client)));
    const again = await Promise.all(clients.map((client) => versionFor(client)));
    expect(again).toEqual(first);
    const rolled = first.filter((answer) => answer === '1.1.0 rollout').length;
    expect(first.filter((answer) => answer === '1.0.0 live').length).toBe(clients.length - rolled);
    // 300 browsers at 50%: the standard deviation is about 8.7, so 40-60% is beyond 3 sigma.
    expect(rolled / clients.length).toBeGreaterThan(0.4);
    expect(rolled / clients.length).toBeLessThan(0.6);
  });

  it('should serve the live version to a browser that sends no id', async () => {
    expect(await versionFor()).toBe('1.0.0 live');
  });

  it('should refuse an id that is not a UUID with 400', async () => {
    const response = await ctx.app.inject({ url: '/registry/remotes.json?client=ann@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'client must be a random UUID, as the site makes one' });
  });

  it('should grow the share keeping every browser already in it, then give everyone the live version after abort', async () => {
    const before = await Promise.all(clients.map((client) => versionFor(client)));
    await ctx.app.releases.rollout('carbon', '1.1.0', 90, 'bob');
    const grown = await Promise.all(clients.map((client) => versionFor(client)));
    before.forEach((answer, i) => answer === '1.1.0 rollout' && expect(grown[i]).toBe('1.1.0 rollout'));
    expect(grown.filter((answer) => answer === '1.1.0 rollout').length).toBeGreaterThan(before.filter((a) => a === '1.1.0 rollout').length);

    await ctx.app.releases.abort('carbon', 'bob');
    expect(new Set(await Promise.all(clients.map((client) => versionFor(client))))).toEqual(new Set(['1.0.0 live']));
  });

  it('should give everyone the promoted version', async () => {
    await ctx.app.releases.rollout('carbon', '1.1.0', 5, 'bob');
    await ctx.app.releases.promote('carbon', 'bob');
    expect(new Set(await Promise.all(clients.slice(0, 50).map((client) => versionFor(client))))).toEqual(new Set(['1.1.0 live']));
  });
});

describe('GET /registry/remotes.json with a dev server, in development mode', () => {
  const ctx = useTestApp({ devRemotes: true });

  it("should point the asking tab's remote at a dev server on this machine", async () => {
    const response = await ctx.app.inject({ url: '/registry/remotes.json?remote=carbon@http://localhost:3002/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().remotes).toEqual([
      { name: 'carbon', version: 'dev', entry: 'http://localhost:3002/mf-manifest.json', channel: 'dev', screens: [] },
    ]);
  });

  it.each(['https://evil.example/mf-manifest.json', 'file:///etc/passwd', 'http://10.0.0.5:3002/mf-manifest.json'])(
    'should refuse %s even in development mode',
    async (url) => {
      const response = await ctx.app.inject({ url: `/registry/remotes.json?remote=carbon@${encodeURIComponent(url)}` });
      expect(response.statusCode).toBe(400);
    },
  );
});
