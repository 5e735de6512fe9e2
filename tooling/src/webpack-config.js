// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { PreloadBoundaryPlugin } from './preload-boundary-plugin.js';
import { PrerenderPlugin } from './prerender-plugin.js';
import { hostPagesFile, JsonAssetPlugin, pagesOf, prerenderedOf, readHostPages, readScreens, screensFile } from './screens.js';
import { sharedSingletons } from './shared-singletons.js';

/**
 * The runtime plugin that publishes the host's federation runtime-core for the remotes, as its ES
 * module. The plugin's own `provideExternalRuntime` option adds its CommonJS build, which pulls
 * in the CommonJS runtime-core beside the ES one the bundler runtime uses: two copies in the
 * host instead of one per page (24 KB gzip more, measured).
 */
/** The modules of endpoint declarations (shared/src/contract), which `contract-loader.js` trims. */
const contractModules = /[\\/]shared[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;
const contractLoader = path.join(import.meta.dirname, 'contract-loader.js');

const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'));
const provideRuntimeCore = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');
if (!existsSync(provideRuntimeCore)) throw new Error(`the ES build of the runtime-core plugin is missing: ${provideRuntimeCore}`);

/** Where the single-process server (api/) listens; dev servers forward to it. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * Constants compiled into every app's own code: `__APP_VERSION__`, the app's package.json version
 * (the host's About panel shows it), and `__BUILD_LABEL__` (`COMMONS_BUILD_LABEL`, empty by
 * default), naming a build that is not a release, such as a preview or the second build the
 * release tests make, which the app shows; a release build shows nothing.
 * @param {string} dir
 */
export const buildConstants = (dir) => ({
  __APP_VERSION__: JSON.stringify(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version),
  __BUILD_LABEL__: JSON.stringify(process.env.COMMONS_BUILD_LABEL ?? ''),
});

/**
 * @typedef {object} AppOptions
 * @property {string} dir absolute folder of the app (`import.meta.dirname`)
 * @property {string} name Module Federation name: `host`, `account`, `carbon`, `wallet`, `admin`
 * @property {'host' | 'remote'} kind the host loads remotes at run time; a remote exposes pages
 * @property {number} port dev server port
 * @property {string} title document title of the app's own index.html
 */

/**
 * `LoginPage` -> `./src/exposed/login-page.tsx`; refuses a page without its module.
 * @param {string} dir
 * @param {string[]} pages
 */
export function exposedModules(dir, pages) {
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const page of pages) {
    const file = `./src/exposed/${page.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}.tsx`;
    if (!existsSync(path.join(dir, file))) throw new Error(`${page} is exposed but ${file} is missing`);
    exposes[`./${page}`] = file;
  }
  return exposes;
}

/**
 * The page every app's scripts start from. Until React's first render replaces it, #root shows the
 * site's name, painted with the HTML instead of a blank page while the scripts download (otherwise
 * the first paint waits for every script). It is fixed in place, so its going moves nothing on the
 * page (no layout shift), and hidden from assistive technology, which the page's own content then
 * informs.
 * @param {string} title
 */
const indexHtml = (title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1f7a4d" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%231f7a4d'/%3E%3Cpath d='M10 20c0-7 5-11 13-11-1 8-5 13-11 13' fill='%23d9f2e3'/%3E%3C/svg%3E" />
    <title>${title}</title>
    <style>
      .boot { position: fixed; inset: 0; display: grid; place-content: center; gap: 12px; margin: 0; font: 600 18px/1.4 system-ui, sans-serif; color: #1f7a4d; text-align: center; }
    </style>
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-hidden="true">Carbon Commons</div>
      <noscript><p class="boot">Carbon Commons needs JavaScript: please turn it on and reload the page.</p></noscript>
    </div>
  </body>
</html>
`;

/**
 * What PrerenderPlugin renders: each page's module, with the app's build constants.
 * @param {string} dir
 * @param {string[]} exposes
 * @param {string[]} prerender
 */
export function prerenderOptions(dir, exposes, prerender) {
  const unexposed = prerender.filter((page) => !exposes.includes(page));
  if (unexposed.length > 0) throw new Error(`only an exposed page can be prerendered: ${unexposed.join(', ')}`);
  /** @type {Record<string, string>} */
  const pages = {};
  for (const [key, file] of Object.entries(exposedModules(dir, prerender))) pages[key.slice(2)] = path.join(dir, file);
  return { dir, pages, define: buildConstants(dir) };
}

/**
 * The webpack configuration of one app. Host and remotes differ only where composition needs
 * it: the host is served from `/` and declares no remotes (it registers them at run time from
 * the release registry); a remote's production build loads its scripts from its remote's shared
 * folder, `/remotes/<name>/_files/`, where each content-hashed file has one address for every
 * version that has it, so a release leaves the browser's copies of unchanged chunks good
 * (docs/releases.md#files-shared-across-versions); its container entry is content-hashed too,
 * and only `mf-manifest.json`, which names it, is under the version's URL. A remote's dev build
 * uses `publicPath: 'auto'`, for its own dev server.
 * A remote's screens come from its declaration (`src/screens.ts`): the build exposes each
 * screen's page (`LoginPage` from `src/exposed/login-page.tsx`), draws the ones marked
 * `prerender` (`prerender/LoginPage.json`) and publishes the declaration as `screens.json`;
 * the host's build writes its own pages to `host-pages.json` for the server.
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' | 'none' }) => Promise<import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }>}
 */
export function createWebpackConfig({ dir, name, kind, port, title }) {
  const remote = kind === 'remote';
  return async (_env, argv) => {
    const production = argv.mode !== 'development';
    const declaration = remote ? await readScreens(dir) : null;
    if (declaration && declaration.remote !== name) throw new Error(`${dir}/src/screens.ts declares the ${declaration.remote} remote, not ${name}`);
    const exposes = declaration ? pagesOf(declaration.screens) : [];
    const prerender = declaration ? prerenderedOf(declaration.screens) : [];
    const declared = declaration ? new JsonAssetPlugin(screensFile, declaration) : new JsonAssetPlugin(hostPagesFile, await readHostPages(dir));
    const hashed = production ? '[name].[contenthash].js' : '[name].js';
    const publicPath = !remote ? '/' : production ? `/remotes/${name}/_files/` : 'auto';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's production build is its container only; its standalone shell is for `dev`.
      entry: remote && production ? {} : './src/index.ts',
      // A production build writes its source maps beside its files, for debugging where it was
      // built, but names none in them: the server never serves a map
      // (docs/api.md#security-headers), so a `sourceMappingURL` would only point at a 404.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        filename: hashed,
        chunkFilename: hashed,
        // A file a module refers to (`new URL('./x.svg', import.meta.url)`), named by its hash so
        // the site serves it immutable; only the host has any (a remote's `_files/` holds scripts).
        assetModuleFilename: production ? '[name].[contenthash][ext]' : '[name][ext]',
        uniqueName: name,
        clean: true,
        // A chunk that does not arrive in 15 s fails its page (fallback with Retry) instead of
        // leaving a spinner for webpack's default two minutes.
        chunkLoadTimeout: 15_000,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      module: {
        // An import of a name its module does not export is an error, not a warning that leaves
        // `undefined` in a bundle.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
          // Before esbuild: the endpoints' declarations keep only what the browser's `call` reads.
          { test: contractModules, enforce: 'pre', loader: contractLoader },
        ],
      },
      // Minified by webpack's default (terser) on purpose: esbuild's minifier keeps unused functions
      // inside module scopes, which left all of valibot in every bundle (44 KiB more gzip for a
      // cold /login); terser costs about 15 s more over the five builds.

      // Shared singletons (react-dom above all) exceed webpack's generic size hint by design.
      performance: { hints: false },
      // No filesystem cache: the federation plugin's modules cannot be serialised into it.
      cache: production ? false : { type: 'memory' },
      plugins: [
        new webpack.DefinePlugin(buildConstants(dir)),
        declared,
        new ModuleFederationPlugin({
          name,
          ...(remote
            ? {
                filename: production ? 'remoteEntry.[contenthash].js' : 'remoteEntry.js',
                exposes: exposedModules(dir, exposes),
                // An explicit global rather than the default top-level `var`, which a minifier that
                // wraps files in a function (esbuild's does) hides from the host's runtime; prefixed,
                // so a remote named like a browser global (`console`) never replaces it.
                library: { type: 'window', name: `commons_remote_${name}` },
              }
            : {}),
          // The host learns its remotes from /registry/remotes.json at start (see host/src/remotes).
          remotes: {},
          shared: sharedSingletons(dir),
          // A remote that cannot be reached must not stop the others from using what is loaded.
          shareStrategy: 'loaded-first',
          // The host's manifest lists the singletons it provides: activating a remote checks its own
          // manifest's ranges against them (api/src/services/releases/compatibility-check.ts).
          manifest: true,
          // Remote contracts are typed in host/src/remotes/remote-pages.ts, not downloaded.
          dts: false,
          experiments: {
            // One federation runtime per page: the host publishes its runtime-core and a remote's
            // production container uses it instead of shipping a second copy (19 KB gzip less on
            // every cold load). A remote's dev build keeps its own, since its standalone shell runs
            // without the host.
            ...(remote ? { externalRuntime: production } : {}),
            // Browsers only: the runtime drops its Node script loaders (1.8 KB gzip on every page). A
            // remote loads no remote itself: its container drops the remote loader (0.7 KB gzip).
            optimization: { target: 'web', ...(remote ? { disableRemote: true } : {}) },
          },
          ...(remote ? {} : { runtimePlugins: [provideRuntimeCore] }),
        }),
        ...(remote && production ? [] : [new HtmlWebpackPlugin({ templateContent: indexHtml(title), publicPath: '/' })]),
        ...(!remote && production ? [new PreloadBoundaryPlugin({ boundary: /^\.\/bootstrap$/ })] : []),
        ...(remote && production && prerender.length > 0 ? [new PrerenderPlugin(prerenderOptions(dir, exposes, prerender))] : []),
      ],
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        // The host's dev server may load a remote straight from that remote's dev server.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/registry', '/remotes'], target: apiOrigin }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}
