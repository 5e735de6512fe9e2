import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { staticHeaders } from '../../lib/static-headers';
import { precompressHost } from './precompress-host';
import { isSitePage, robotsTxt } from './site-paths';

/** Paths that belong to the server, where a miss is a JSON 404 rather than a site route. */
const serverPaths = /^\/(api|remotes|registry)(\/|$|\?)/;

/** webpack's `[contenthash]` names (`main.3f9a1c2b7d.js`): their bytes never change. */
const isHashed = (file: string) => /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.basename(file));

const isBuilt = (hostDist: string) =>
  access(path.join(hostDist, 'index.html')).then(
    () => true,
    () => false,
  );

/**
 * The host's built files at `/`, and its index.html for every other GET so client-side routes
 * (/login, /dashboard, ...) load the app: status 200 for a page of the route table, 404 for any
 * other path (the app draws its 404 page either way). Registered at the root as it owns the 404 handler.
 * Text files are sent brotli or gzip encoded from copies written once at start-up.
 */
export default fp(
  async (app) => {
    const { hostDist } = app.config;
    if (await isBuilt(hostDist)) await precompressHost(hostDist, app.log);
    await app.register(fastifyStatic, {
      root: hostDist,
      preCompressed: true,
      cacheControl: false,
      // index.html names the current hashed files, so it must be revalidated on every load.
      setHeaders: staticHeaders((file) => (isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache')),
    });

    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt),
    );

    app.setNotFoundHandler(async (request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || serverPaths.test(request.url)) {
        return reply.code(404).send({ message: 'Not found' });
      }
      if (!(await isBuilt(hostDist))) {
        const hint = `The site is not built yet: no index.html in ${hostDist}. Build the host (pnpm build, or npm start) and reload.`;
        return reply.code(503).type('text/plain; charset=utf-8').send(hint);
      }
      // An unknown path still gets the app, which draws the 404 page; the status says so too.
      if (!isSitePage(request.url)) reply.code(404);
      return reply.sendFile('index.html');
    });
  },
  { name: 'site', dependencies: ['config'] },
);
