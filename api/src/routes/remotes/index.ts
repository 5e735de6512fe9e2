import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Published remote builds from the deploy store at `/remotes/<name>/<version>/<file>`. A version
 * folder never changes once published, so browsers may keep every file forever.
 */
const remotesRoutes: FastifyPluginAsync = async (app) => {
  await mkdir(app.config.deployDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.deployDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    // Dot-folders are publishes still being copied in: never served.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });
};

export default remotesRoutes;
