import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { useTestApp } from '../../helpers/app';
import { bundleText, decodedBody } from '../../helpers/encoding';
import { fakeBuild } from '../../helpers/fake-build';

const chunk = 'static/js/remote.0a1b2c3d.js';

describe('compressed remote files', () => {
  const ctx = useTestApp();
  const publish = async (version: string) =>
    publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
      name: 'carbon',
      version,
      sourceDir: await fakeBuild(bundleText(`carbon ${version}`), { remote: 'carbon' }),
      withContentHash: false,
      by: 'alice',
    });
  const stored = (version: string, file: string) => path.join(ctx.config.deployDir, 'carbon', version, file);
  const get = (version: string, file: string, acceptEncoding?: string) =>
    ctx.app.inject({
      url: `/remotes/carbon/${version}/${file}`,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
  ])('should answer Accept-Encoding "%s" with %s that decodes to the published file', async (accept, encoding) => {
    await publish('1.0.0');
    const original = await readFile(stored('1.0.0', chunk), 'utf8');

    const response = await get('1.0.0', chunk, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    expect(Number(response.headers['content-length'])).toBeLessThan(original.length / 2);
    expect(decodedBody(response)).toBe(original);
  });

  it('should send the file as is to a client that accepts no encoding', async () => {
    await publish('1.1.0');
    const response = await get('1.1.0', 'mf-manifest.json');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body).toBe(await readFile(stored('1.1.0', 'mf-manifest.json'), 'utf8'));
  });

  it('should tag each encoding with its own ETag and revalidate it', async () => {
    await publish('1.2.0');
    const identity = await get('1.2.0', chunk);
    const brotli = await get('1.2.0', chunk, 'br');
    expect(brotli.headers.etag).not.toBe(identity.headers.etag);

    const again = await ctx.app.inject({
      url: `/remotes/carbon/1.2.0/${chunk}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('should give a version stored without compressed copies its copies when published again', async () => {
    await publish('1.3.0');
    const dir = path.dirname(stored('1.3.0', chunk));
    for (const file of await readdir(dir)) if (/\.(br|gz)$/.test(file)) await rm(path.join(dir, file));
    expect((await get('1.3.0', chunk, 'br')).headers['content-encoding']).toBeUndefined();

    expect(await publish('1.3.0')).toMatchObject({ created: false });
    expect((await get('1.3.0', chunk, 'br')).headers['content-encoding']).toBe('br');
  });
});
