import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { PlatformConfig } from '../config';
import * as v from 'valibot';
import { isSourceMap } from '../lib/source-maps';
import { staticHeaders } from '../lib/static-headers';
import { RemoteNameSchema, VersionSchema } from './schemas';
import { sharedFileOfUrl } from './shared-files';

/** `/remotes/<name>/<version>/...`: the version a request for a remote's file asks for. */
export function versionOfUrl(url: string): { name: v.InferOutput<typeof RemoteNameSchema>; version: string } | null {
  const [, name, encoded] = /^\/remotes\/([^/?]+)\/([^/?]+)\//.exec(url) ?? [];
  let version: string;
  try {
    version = decodeURIComponent(encoded ?? '');
  } catch {
    return null;
  }
  const remote = v.safeParse(RemoteNameSchema, name);
  if (!remote.success || !v.is(VersionSchema, version)) return null;
  return { name: remote.output, version };
}

/**
 * Published remote builds from the deploy store at `/remotes/<name>/<version>/<file>`, and their
 * content-addressed files at `/remotes/<name>/_files/<file>` for every version that has them (the
 * address a production build loads its scripts from: docs/releases.md#files-shared-across-versions).
 * Neither ever changes once published, so browsers may keep every file forever. Text files are
 * sent brotli or gzip encoded from the copies the deploy store wrote at publish time. The deploy
 * folder is this instance's cache: a version published through another instance is rebuilt in
 * it from the blob store on its first request.
 */
const remotesRoutes: FastifyPluginAsync<{ config: PlatformConfig }> = async (app, { config }) => {
  await mkdir(config.deployDir, { recursive: true });
  app.addHook('onRequest', async (request) => {
    const asked = versionOfUrl(request.url);
    if (asked) await app.remoteFiles.ensureLocal(asked.name, asked.version);
    const shared = sharedFileOfUrl(request.url);
    if (shared) await app.remoteFiles.ensureShared(shared.name, shared.file);
  });
  await app.register(fastifyStatic, {
    root: config.deployDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    // Dot-folders are publishes still being copied in: never served.
    dotfiles: 'ignore',
    allowedPath: (pathname) => !isSourceMap(pathname),
    preCompressed: true,
    cacheControl: false,
    setHeaders: staticHeaders(() => 'public, max-age=31536000, immutable'),
  });
};

export default remotesRoutes;
