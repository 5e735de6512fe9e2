import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './list-files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encodings written beside each file, by the suffix @fastify/static's `preCompressed`
 * looks for (`main.3f9a.js.br`). Both at their highest level: it runs once per file, never per
 * request.
 */
const encoders: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  '.br': (bytes) =>
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  '.gz': (bytes) => gzipAsync(bytes, { level: 9 }),
};

export const compressedSuffixes = Object.keys(encoders);

/**
 * What browsers download as text. Source maps are left out: only devtools fetch them, and
 * they would quadruple the time a publish spends compressing.
 */
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml)$/i;

/** Below this, headers outweigh what compression saves. */
const minBytes = 1024;

/**
 * The files of a listing that are compressed copies of another file of it (`a.js.br` beside
 * `a.js`): derived bytes, so they take no part in a build's identity.
 */
export function compressedVariants(files: string[]): Set<string> {
  const present = new Set(files);
  const isVariant = (file: string) =>
    compressedSuffixes.some((suffix) => file.endsWith(suffix) && present.has(file.slice(0, -suffix.length)));
  return new Set(files.filter(isVariant));
}

/** When the copy at `variant` is missing or older than its source (rebuilt in place). */
async function isStale(source: string, variant: string): Promise<boolean> {
  const [from, copy] = await Promise.all([stat(source), stat(variant).catch(() => null)]);
  return !copy || copy.mtimeMs < from.mtimeMs;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that lacks them or
 * has older ones (dotfiles excluded: never served), keeping a copy only when it is smaller.
 * Each copy is written in a dot-folder of `scratchDir` (same disk, never served) and renamed
 * into place, so a server reading `dir` meanwhile never sends half a file. Returns how many
 * copies it wrote.
 */
export async function precompressDir(dir: string, scratchDir: string): Promise<number> {
  const files = (await listFiles(dir)).filter(
    (file) => compressible.test(file) && !file.split('/').some((part) => part.startsWith('.')),
  );
  const scratch = path.join(scratchDir, `.precompress-${randomBytes(4).toString('hex')}`);
  await mkdir(scratch, { recursive: true });
  let written = 0;
  try {
    await Promise.all(
      files.map(async (file, index) => {
        const source = path.join(dir, file);
        const missing = [];
        for (const suffix of compressedSuffixes) if (await isStale(source, source + suffix)) missing.push(suffix);
        if (missing.length === 0) return;
        const bytes = await readFile(source);
        if (bytes.length < minBytes) return;
        for (const suffix of missing) {
          const encoded = await encoders[suffix]!(bytes);
          if (encoded.length >= bytes.length) continue;
          const temp = path.join(scratch, `${index}${suffix}`);
          await writeFile(temp, encoded);
          await rename(temp, source + suffix);
          written += 1;
        }
      }),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return written;
}
