import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { staticHeaders } from '../../lib/static-headers';

/**
 * Published remote builds from the deploy store at `/remotes/<name>/<version>/<file>`. A version
 * folder never changes once published, so browsers may keep every file forever. Text files are
 * sent brotli or gzip encoded from the copies the deploy store wrote at publish time.
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
    preCompressed: true,
    cacheControl: false,
    setHeaders: staticHeaders(() => 'public, max-age=31536000, immutable'),
  });
};

export default remotesRoutes;
