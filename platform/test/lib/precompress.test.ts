import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedVariants, precompressDir } from '../../src/lib/precompress';
import { tempDir } from '../helpers/temp-dirs';
import { bundleText } from '../helpers/encoding';

describe('precompressDir', () => {
  it('should write brotli and gzip copies of big text files only, once', async () => {
    const dir = await tempDir('precompress');
    await mkdir(path.join(dir, 'static'));
    await mkdir(path.join(dir, '.hidden'));
    await writeFile(path.join(dir, 'static', 'big.js'), bundleText('big'));
    await writeFile(path.join(dir, 'small.js'), 'export {};');
    await writeFile(path.join(dir, 'big.js.map'), bundleText('map'));
    await writeFile(path.join(dir, 'logo.png'), bundleText('not text'));
    await writeFile(path.join(dir, '.hidden', 'big.js'), bundleText('hidden'));

    expect(await precompressDir(dir, dir)).toBe(2);
    expect(await readdir(path.join(dir, 'static'))).toEqual(['big.js', 'big.js.br', 'big.js.gz']);
    expect((await readdir(dir)).sort()).toEqual(['.hidden', 'big.js.map', 'logo.png', 'small.js', 'static']);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'static', 'big.js.br'))).toString()).toBe(bundleText('big'));
    expect(await precompressDir(dir, dir)).toBe(0);
  });

  it('should replace copies older than a file rebuilt in place', async () => {
    const dir = await tempDir('precompress');
    const file = path.join(dir, 'index.html');
    await writeFile(file, bundleText('old'));
    await precompressDir(dir, dir);
    const past = new Date(Date.now() - 60_000);
    for (const suffix of ['.br', '.gz']) await utimes(file + suffix, past, past);

    await writeFile(file, bundleText('new'));
    expect(await precompressDir(dir, dir)).toBe(2);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(bundleText('new'));
  });
});

describe('compressedVariants', () => {
  it('should pick the copies of files that are present, not a lone archive', () => {
    expect(compressedVariants(['a.js', 'a.js.br', 'a.js.gz', 'data.gz', 'b.css.br'])).toEqual(new Set(['a.js.br', 'a.js.gz']));
  });
});
