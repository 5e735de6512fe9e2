// @ts-check
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import webpack from 'webpack';

/** Where a remote declares its screens, and where its build publishes them. */
export const screensSource = 'src/screens.ts';
export const screensFile = 'screens.json';
/** Where the host declares its own pages, and where its build writes them for the server. */
export const hostPagesSource = 'src/app/host-screens.ts';
export const hostPagesFile = 'host-pages.json';

/**
 * Runs `source` of the app at `dir` in Node and returns `exportName` of it as plain data,
 * bundled with esbuild from the same sources the browser build uses (the shared schema
 * included), so a declaration is read exactly as written, with no second copy of it.
 * `check` (an export name of `@commons/shared/schemas`) validates it first.
 * @param {string} dir
 * @param {string} source
 * @param {string} exportName
 * @param {string} [check]
 * @returns {Promise<unknown>}
 */
async function readExport(dir, source, exportName, check) {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'commons-screens-'));
  try {
    const outfile = path.join(temp, 'screens.mjs');
    const entry = [
      `import { ${exportName} as value } from ${JSON.stringify(path.join(dir, source))};`,
      check ? `import { ${check} as check } from '@commons/shared/schemas';` : 'const check = (v) => ({ ok: true, value: v });',
      'export const result = check(JSON.parse(JSON.stringify(value)));',
    ].join('\n');
    await build({
      stdin: { contents: entry, loader: 'ts', resolveDir: dir, sourcefile: 'screens-entry.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    await writeFile(path.join(temp, 'package.json'), '{"type":"module"}');
    const { result } = await import(pathToFileURL(outfile).href);
    if (!result.ok) throw new Error(`${path.join(dir, source)} is not a valid declaration:\n  ${result.problems.join('\n  ')}`);
    return result.value;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * A remote's screens (`src/screens.ts`), checked against the shared schema: a build with an
 * invalid declaration fails, naming each problem.
 * @param {string} dir
 * @returns {Promise<{ remote: string, screens: { path: string, page: string, prerender?: boolean }[] }>}
 */
export const readScreens = async (dir) =>
  /** @type {any} */ (await readExport(dir, screensSource, 'screens', 'parseRemoteScreens'));

/**
 * The host's own pages (`src/app/host-screens.ts`): their paths, titles and descriptions.
 * @param {string} dir
 */
export const readHostPages = (dir) => readExport(dir, hostPagesSource, 'hostScreens');

/** The distinct exposed pages of a declaration, in its order. */
export const pagesOf = (/** @type {{ page: string }[]} */ screens) => [...new Set(screens.map((screen) => screen.page))];

/** The pages a declaration asks to draw at build time. */
export const prerenderedOf = (/** @type {{ page: string, prerender?: boolean }[]} */ screens) =>
  pagesOf(screens.filter((screen) => screen.prerender));

/** Adds one JSON file to a build's output (a remote's `screens.json`, the host's `host-pages.json`). */
export class JsonAssetPlugin {
  /**
   * @param {string} file
   * @param {unknown} value
   */
  constructor(file, value) {
    this.file = file;
    this.value = value;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'JsonAssetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new webpack.sources.RawSource(JSON.stringify(this.value)));
      });
    });
  }
}
