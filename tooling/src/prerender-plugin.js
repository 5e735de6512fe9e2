// @ts-check
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import webpack from 'webpack';

const run = promisify(execFile);

/**
 * Where a remote's build puts the prerendered form of an exposed page: `prerender/LoginPage.json`,
 * where the server reads it (platform/src/site/page-prerender.ts).
 */
export const prerenderFile = (/** @type {string} */ page) => `prerender/${page}.json`;

/**
 * Markup drawn before the scripts run, which nothing can answer yet: each form control is
 * disabled, so nobody types into a field that React is about to replace (the text would be
 * lost), and tests and assistive technology wait for the live one.
 * @param {string} markup
 */
export const disableControls = (markup) => markup.replace(/<(input|button|select|textarea)\b(?![^>]*\bdisabled\b)/g, '<$1 disabled=""');

/**
 * Refuses markup the site's content security policy would draw otherwise than React: a `style`
 * attribute in HTML is blocked (`style-src` has a nonce, no 'unsafe-inline'), where React sets
 * the same style through the DOM unhindered.
 * @param {string} page
 * @param {string} markup
 */
export function checkMarkup(page, markup) {
  if (/<[a-z][^>]*\sstyle="/i.test(markup)) {
    throw new Error(`${page} cannot be prerendered: it has a style attribute, which the site's content security policy blocks in HTML; style it with styled-components`);
  }
  return markup;
}

/**
 * styled-components' collected CSS without its rehydration markers (`data-styled.g1[id=...]`,
 * meant for a client that hydrates; React here renders afresh) and comments.
 * @param {string} css
 */
export const plainCss = (css) =>
  css
    .split('/*!sc*/')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '' && !rule.startsWith('data-styled.'))
    .join('');

/**
 * The script that renders each page, as the host draws it for a visitor who is not signed in:
 * inside the providers of host/src/app/providers.tsx, with a router that stays at `/` and an
 * empty sessionStorage. It prints `{ [page]: { css, html } }`.
 * @param {Record<string, string>} pageFiles page name -> absolute path of its module
 */
const entrySource = (pageFiles) => `
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '@commons/shared/query';
import { RouterNavigation } from '@commons/shared/router-bridge';
import { sessionStore } from '@commons/shared/session';
import { CommonsThemeProvider } from '@commons/shared/ui';
${Object.values(pageFiles).map((file, i) => `import Page${i} from ${JSON.stringify(file)};`).join('\n')}
const pages = { ${Object.keys(pageFiles).map((page, i) => `${JSON.stringify(page)}: Page${i}`).join(', ')} };
const out = {};
for (const [name, Page] of Object.entries(pages)) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(
    <QueryClientProvider client={createQueryClient()}>
      <JotaiProvider store={sessionStore}>
        <CommonsThemeProvider>
          <StaticRouter location="/">
            <RouterNavigation><Page /></RouterNavigation>
          </StaticRouter>
        </CommonsThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  ));
  out[name] = { css: sheet.instance.toString(), html };
  sheet.seal();
}
// A page that reads data as it renders (the project pages) leaves the query cache's timers
// running (gcTime, five minutes): the render is over once its output is written.
process.stdout.write(JSON.stringify(out), () => process.exit(0));
`;

/** A Storage that keeps nothing between runs: the visitor's sessionStorage is empty. */
const memoryStorage = `(() => { const m = new Map(); return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => void m.set(k, String(v)), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: (i) => [...m.keys()][i] ?? null, get length() { return m.size; } }; })()`;

/**
 * Renders `pages` of the app at `dir` to `{ css, html }` each: bundled for Node with esbuild
 * from the same sources and constants as the browser build, run in a process of its own (so its
 * stand-in storage never reaches webpack's).
 * @param {{ dir: string, pages: Record<string, string>, define: Record<string, string> }} options
 * @returns {Promise<Record<string, { css: string, html: string }>>}
 */
export async function renderPages({ dir, pages, define }) {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'commons-prerender-'));
  try {
    const outfile = path.join(temp, 'render.cjs');
    const shared = realpathSync(path.join(dir, 'node_modules', '@commons', 'shared'));
    await build({
      stdin: { contents: entrySource(pages), loader: 'jsx', resolveDir: dir, sourcefile: 'prerender-entry.jsx' },
      // The router the host owns: the app need not depend on it, our library does.
      nodePaths: [path.join(shared, 'node_modules')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      // The libraries' ES builds, as webpack takes them (styled-components' CommonJS default differs).
      mainFields: ['module', 'main'],
      jsx: 'automatic',
      outfile,
      logLevel: 'error',
      define: { ...define, 'process.env.NODE_ENV': '"production"' },
      banner: { js: `globalThis.sessionStorage = ${memoryStorage}; globalThis.localStorage = ${memoryStorage};` },
    });
    const { stdout } = await run(process.execPath, [outfile], { maxBuffer: 64 * 1024 * 1024 });
    /** @type {Record<string, { css: string, html: string }>} */
    const rendered = JSON.parse(stdout);
    return Object.fromEntries(
      Object.entries(rendered).map(([page, { css, html }]) => [
        page,
        { css: plainCss(css), html: disableControls(checkMarkup(page, html)) },
      ]),
    );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * Adds to a remote's production build the HTML of the pages a visitor may open first
 * (docs/performance.md): otherwise `/login` draws nothing but the site's name until every script
 * has run, 1.6 s on a phone over slow 4G. Published with the version, so the server shows the live
 * version's own page.
 */
export class PrerenderPlugin {
  /** @param {{ dir: string, pages: Record<string, string>, define: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const rendered = await renderPages(this.options);
          for (const [page, content] of Object.entries(rendered)) {
            compilation.emitAsset(prerenderFile(page), new webpack.sources.RawSource(JSON.stringify(content)));
          }
        },
      );
    });
  }
}
