import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { useTestApp } from '../../helpers/app';
import { bundleText, decodedBody } from '../../helpers/encoding';
import { fakeBuild } from '../../helpers/fake-build';

// A production build loads its scripts from /remotes/<name>/_files/ (docs/releases.md#files-shared-across-versions).
const shared = '387.5459d2f2843019dfa92a.js';
const entryOf = (version: string) => `remoteEntry.${version.replaceAll('.', '').padEnd(20, 'a')}.js`;

describe('GET /remotes/<name>/_files/<file>', () => {
  const ctx = useTestApp();
  const store = () => createDeployStore(ctx.config.deployDir);

  /** A carbon build with one chunk every version shares (`sharedText`) and an entry of its own. */
  async function build(version: string, sharedText = bundleText('the chunk no release changed')) {
    const dir = await fakeBuild(`carbon ${version}`);
    await writeFile(path.join(dir, shared), sharedText);
    await writeFile(path.join(dir, entryOf(version)), `/* the entry of ${version} */`);
    return dir;
  }
  const publish = async (version: string, sourceDir: string) =>
    publishRemote(store(), ctx.app.releases, { name: 'carbon', version, sourceDir, withContentHash: false, by: 'alice' });
  const get = (file: string, headers: Record<string, string> = {}) => ctx.app.inject({ url: `/remotes/carbon/_files/${file}`, headers });

  it('should serve each version the same address for a file it shares with others, cached forever', async () => {
    await publish('1.0.0', await build('1.0.0'));
    await publish('1.1.0', await build('1.1.0'));

    const chunk = await get(shared, { 'accept-encoding': 'br' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(decodedBody(chunk)).toBe(bundleText('the chunk no release changed'));
    for (const version of ['1.0.0', '1.1.0']) {
      const entry = await get(entryOf(version));
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe(`/* the entry of ${version} */`);
    }
  });

  it('should rebuild the file from the blob store on an instance whose disk lacks it', async () => {
    await publish('2.0.0', await build('2.0.0'));
    // Another instance's disk: nothing of carbon on it.
    await rm(path.join(ctx.config.deployDir, 'carbon'), { recursive: true, force: true });

    const [first, second] = await Promise.all([get(shared), get(shared)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.body).toBe(bundleText('the chunk no release changed'));
  });

  it('should answer 404 for a file no version has, and share no file without a content hash in its name', async () => {
    await publish('3.0.0', await build('3.0.0'));
    expect((await get('999.0123456789abcdef0123.js')).statusCode).toBe(404);
    expect((await get('mf-manifest.json')).statusCode).toBe(404);
    expect((await get('screens.json')).statusCode).toBe(404);
  });

  it('should refuse a build whose file differs from the one of that name in another version, and keep nothing of it', async () => {
    await publish('4.0.0', await build('4.0.0'));
    const edited = await build('4.1.0', bundleText('the same name, other bytes'));

    await expect(publish('4.1.0', edited)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(
        new RegExp(`^carbon 4\\.1\\.0 has a file ${shared.replaceAll('.', '\\.')} unlike the one of that name in carbon \\d\\.0\\.0: a file named by its content hash must never change; rebuild rather than edit a build$`),
      ),
    });
    const [listing] = await ctx.app.releases.list('carbon');
    expect(listing?.versions.map((v) => v.version)).not.toContain('4.1.0');
    expect(await stat(path.join(ctx.config.deployDir, 'carbon', '4.1.0')).catch(() => null)).toBeNull();
    expect(decodedBody(await get(shared))).toBe(bundleText('the chunk no release changed'));

    // The build done again (the file keeps its bytes) takes the same version.
    await expect(publish('4.1.0', await build('4.1.0'))).resolves.toMatchObject({ version: '4.1.0', created: true });
  });
});
