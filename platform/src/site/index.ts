import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSourceMap } from '../lib/source-maps';
import { staticHeaders } from '../lib/static-headers';
import type { PlatformDeps } from '../platform-deps';
import { canaryParam } from '../releases/canary';
import { createHostPages } from '../releases/host-pages';
import { serving } from '../releases/serving';
import { createVersionScreens } from '../releases/version-screens';
import { createPageHints } from './page-hints';
import { newNonce, withStyleNonce } from './page-nonce';
import { createPagePrerender, withPrerendered } from './page-prerender';
import { routeParams, type PageHead, type PageHeads } from './page-heads';
import { registryScript } from './registry-script';
import { withPageTitle } from './page-title';
import { precompressHost } from './precompress-host';
import { robotsTxt } from './site-paths';
import { sitePolicy } from './site-policy';
import { createSiteScreens, pageCanaries, type PageAt } from './site-screens';

/** An address with `?remote=`: a canary, whose versions the browser asks the registry for. */
const startsCanary = (url: string) => new URL(url, 'http://site').searchParams.has(canaryParam);

/** Paths that belong to the server, where a miss is a JSON 404 rather than a site route. */
const serverPaths = /^\/(api|remotes|registry)(\/|$|\?)/;

/** webpack's `[contenthash]` names (`main.3f9a1c2b7d.js`): their bytes never change. */
const isHashed = (file: string) => /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.basename(file));

/** Never served as a file: index.html (a page is made per request, with its nonce, below) and source maps. */
const isServedFile = (pathname: string): boolean =>
  !isSourceMap(pathname) && path.posix.basename(pathname).toLowerCase() !== 'index.html';

const isBuilt = (hostDist: string) =>
  access(path.join(hostDist, 'index.html')).then(
    () => true,
    () => false,
  );

/**
 * The host's built files at `/`, and its index.html for every other GET so client-side routes
 * (/login, /dashboard, ...) load the app: status 200 for a page of the host's own or a screen
 * declared by a version served for the request, 404 for any other path (the app draws its 404
 * page either way), its title and description those of the page. Registered at the root as it owns the 404 handler.
 * Text files are sent brotli or gzip encoded from copies written once at start-up; a page's HTML,
 * made per request with its remote page's files named in it (page-hints.ts) and the registry
 * when every browser gets the same (registry-script.ts), is compressed as sent.
 */
const siteRoutes: FastifyPluginAsync<Pick<PlatformDeps, 'db' | 'config'> & { pageHeads: PageHeads }> = async (
  app,
  { db, config, pageHeads },
) => {
  /**
   * The head of a page that shows one record, from the server (page-heads.ts); null for a record
   * not there to show, so the page is a 404; undefined for every other page.
   */
  const headOf = async (found: PageAt | null, request: FastifyRequest): Promise<PageHead | null | undefined> => {
    if (found === null || found.owner === 'host') return undefined;
    const resolve = pageHeads[found.screen.path];
    return resolve ? resolve(routeParams(found.screen.path, request.url), request) : undefined;
  };

  const { hostDist, deployDir, devRemotes } = config;
  const pageHints = createPageHints({ remoteFiles: app.remoteFiles, deployDir });
  const pagePrerender = createPagePrerender({ remoteFiles: app.remoteFiles, deployDir });
  const versionScreens = createVersionScreens({ deployDir, ensureLocal: app.remoteFiles.ensureLocal });
  const pageAt = createSiteScreens({ hostPages: createHostPages(hostDist), versionScreens });
  if (await isBuilt(hostDist)) await precompressHost(hostDist, app.log);
  await app.register(fastifyStatic, {
    root: hostDist,
    preCompressed: true,
    // `/` is a page of the site like the others (below), not the bare index.html.
    index: false,
    allowedPath: isServedFile,
    cacheControl: false,
    // index.html names the current hashed files, so it must be revalidated on every load.
    setHeaders: staticHeaders((file) => (isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache')),
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt),
  );

  /** A page of the site, or the 404 page for any other path, with the host's index.html. */
  async function sitePage(request: FastifyRequest, reply: FastifyReply) {
    if (!(await isBuilt(hostDist))) {
      const hint = `The site is not built yet: no index.html in ${hostDist}. Build the host (pnpm build, or npm start) and reload.`;
      return reply.code(503).type('text/plain; charset=utf-8').send(hint);
    }
    // What each remote serves decides which paths exist (the screens its versions declare), so
    // it is read for every page. An unknown path still gets the app, which draws the 404 page;
    // the status says so too.
    const served = await serving(db);
    const found = await pageAt(request.url, served, pageCanaries(request.url, devRemotes));
    // A page of the site names its remote page's files, carries the registry in its head and
    // the page itself as its live version drew it (page-prerender.ts), so it is made per
    // request and never cached (it follows the live versions, as the registry does). None of
    // the three for an address that starts a canary, whose versions the browser asks for.
    const remotes = found && !startsCanary(request.url) ? served : null;
    const [built, hints, prerendered, registry, recordHead] = await Promise.all([
      readFile(path.join(hostDist, 'index.html'), 'utf8'),
      remotes ? pageHints(found, remotes) : '',
      remotes ? pagePrerender(found, remotes) : null,
      remotes ? registryScript(remotes, versionScreens) : '',
      headOf(found, request),
    ]);
    const html = withPageTitle(prerendered ? withPrerendered(built, prerendered) : built, found, recordHead);
    // Its styles' nonce is new on every reply, in the page and in its policy alike.
    const nonce = newNonce();
    reply.helmet({ contentSecurityPolicy: { directives: sitePolicy({ devRemotes, styleNonce: nonce }) } });
    const head = `${hints}${registry}`;
    const page = withStyleNonce(head ? html.replace('</head>', `${head}</head>`) : html, nonce);
    // A record not there to show (a public page turned off) is a 404 like an unknown path.
    reply.code(found && recordHead !== null ? 200 : 404).header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    // Staff pages are for staff alone: search engines are told not to list them (docs/architecture.md, "The console").
    if (found && found.owner !== 'host' && found.screen.frame === 'console') reply.header('X-Robots-Tag', 'noindex');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(brotliCompressSync(page));
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(page));
    return reply.send(page);
  }

  app.get('/', sitePage);
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || serverPaths.test(request.url)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sitePage(request, reply);
  });
};

// Unencapsulated: the site's 404 handler is the server's. `reply.helmet` comes from the server's security headers.
export default fp(siteRoutes, { name: 'site', dependencies: ['security-headers'] });
